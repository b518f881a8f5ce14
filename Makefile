# Reglas vivas. Two commands do everything on a fresh machine:
#   make serve   build both languages and serve them on http://127.0.0.1:8000/ (this computer only)
#   make class   the same for a whole class: every device on the local network (address and QR code shown)
#   make test    install what is missing (a browser included) and run every test
# Others: make lint (ruff, mypy --strict, tsc and eslint over the JavaScript), make html, make bench, make po (refresh the English page catalogues), make clean,
#   make dist (build/reglas-vivas.zip: the site for any static host, with a bilingual README).

PY      ?= python3
VENV    := .venv
VPY     := $(VENV)/bin/python
SPHINX  := $(VPY) -m sphinx -c . -W --keep-going -q -j 1
PORT    ?= 8000
export PYTHONPATH := $(CURDIR):$(CURDIR)/site
# Bytecode is cached (in __pycache__, ignored by git) even where the environment says not to: every
# test process (two xdist workers, the subprocess tests) would otherwise compile every module again.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: serve class test lint html bench po clean setup browser dist

$(VENV)/.installed: requirements.txt
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements.txt
	touch $@

node_modules/.installed: package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

setup: $(VENV)/.installed node_modules/.installed

# Debian's Chromium (Playwright's own download is not reachable here); elsewhere Playwright's.
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else $(VPY) -m playwright install chromium; fi; }

html: setup
	$(VPY) -m reglas_sphinx.catalog compile >/dev/null
	rm -f build/html/_runtime/engine-*.zip build/html/_runtime/snapshot-* build/html/_runtime/rv-*
	$(SPHINX) -D language=es -d build/doctrees/es tutorials build/html/es
	$(SPHINX) -D language=en -d build/doctrees/en tutorials build/html/en
	$(VPY) -m reglas_sphinx.offline build/html
	$(VPY) -m reglas_sphinx.precompress build/html
	@echo "built build/html/{es,en}, build/html/_runtime and build/html/sw.js, with their .br and .gz"

serve: html
	$(VPY) -m reglas_sphinx.serve --port $(PORT)

class: html
	$(VPY) -m reglas_sphinx.clase --port $(PORT)

# Two processes (pytest-xdist): the browser tests in one, the engine and site tests in the other, in a
# random order each run (pytest-randomly; the seed is in the header: --randomly-seed=N
# repeats it); the slowest 20 tests at the end.
test: lint browser html
	$(VPY) -m pytest -n 2 --dist loadgroup

# The JavaScript too: its JSDoc types checked by TypeScript (tsconfig.json for the browser's modules,
# tsconfig.node.json for the build's Node scripts) and ESLint's recommended rules (eslint.config.mjs).
lint: setup
	$(VENV)/bin/ruff check engine site tests bench
	$(VENV)/bin/mypy
	node_modules/.bin/tsc --noEmit -p tsconfig.json
	node_modules/.bin/tsc --noEmit -p tsconfig.node.json
	node_modules/.bin/eslint --max-warnings 0 .

bench: setup browser html
	$(VPY) bench/run.py

dist: html
	$(VPY) -m reglas_sphinx.dist build/html build/reglas-vivas.zip

po: setup
	$(VPY) -m sphinx -c . -b gettext -q tutorials build/gettext
	$(VENV)/bin/sphinx-intl update -p build/gettext -l en -d tutorials/locales

clean:
	rm -rf build
