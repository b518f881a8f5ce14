"""The class loop on the teacher's machine (``make class``): the results of every pupil's exercise
sets in an SQLite database (:mod:`.book`), and the server that takes them and shows them to the
teacher (:mod:`.server`)."""
