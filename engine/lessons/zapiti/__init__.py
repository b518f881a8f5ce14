"""The live examples of Zápiti and its narrator (:mod:`.narration`)."""
