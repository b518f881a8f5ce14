# Entry of the PyScript worker that runs every live example of a page (one interpreter per page).
# The engine and reglas_browser arrive unpacked from the engine zip named in the page's config.

__export__ = ["handle"]
