"""The Qt program, driven as a person drives it (pytest-qt, offscreen); ``support`` has the
helpers the folders share."""
