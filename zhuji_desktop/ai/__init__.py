"""Computer players. They see the game only through a seat's ``SeatView``."""
