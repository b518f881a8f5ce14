"""The board of La Zanga as HTML."""
