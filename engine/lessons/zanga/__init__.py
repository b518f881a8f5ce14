"""The live examples of La Zanga and its narrator (:mod:`.narration`)."""
