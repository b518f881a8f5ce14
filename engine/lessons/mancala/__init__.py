"""The live examples of Awari, Mbau, Vano and Hus and its narrator (:mod:`.narration`)."""
