"""The table as drawn: the scene, its view, the graphics items, the tiles' animation, the hot-seat
curtain, the seat geometry, and the drawing helpers (pixmaps, style) that panels and tool
windows share."""
