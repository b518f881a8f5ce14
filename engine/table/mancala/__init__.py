"""The board of Awari, Mbau, Vano and Hus as HTML."""
