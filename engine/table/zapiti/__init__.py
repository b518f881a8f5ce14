"""The board of Zápiti as HTML."""
