"""Computer players. They see the game only through a seat's ``SeatView``.

Modules, by purpose:

* ``base`` — the ``Player`` protocol, ``BasePlayer`` (seeded RNG, ``last_reason``,
  ``suggest``) and ``RandomPlayer``.
* ``shape`` — tiles still needed for a hand of a given shape (the fast arithmetic).
* ``tai_plan`` — which 台 a hand can aim at (plans that reach its minimum).
* ``efficiency`` — discards ranked by tiles needed and useful tiles under those plans.
* ``lookahead`` — the two-step look-ahead of the hard level.
* ``defence`` — the 包家's readiness and the danger of each discard.
* ``bidding`` / ``bid_table`` (+ ``bid_table.json``, made by ``calibrate``) — bids and
  the 包家's wild choice.
* ``levels`` — ``EasyPlayer``, ``NormalPlayer``, ``HardPlayer``.
* ``registry`` — ``make_player("hard", seed)`` or ``make_player("pkg.mod:Class", seed)``.
"""
