# Entry of the PyScript worker that runs every live example of a page (one interpreter per page).
# The engine and reglas_browser arrive unpacked from the engine zip named in the page's config.
from reglas_browser import handle  # noqa: F401 (exported to the page below, not used here)

__export__ = ["handle"]
