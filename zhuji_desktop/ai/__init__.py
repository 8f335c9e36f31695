"""Computer players. They see the game only through a seat's ``SeatView``.

Modules, by purpose:

* ``base`` — the ``Player`` protocol, ``BasePlayer`` (seeded RNG, ``last_reason``,
  ``suggest``, ``cancel``/``thinking``/``progress`` for thinking off the UI thread) and
  ``RandomPlayer``.
* ``reasons`` — ``Reason``: why a player chose its action, in Chinese and in English.
* ``shape`` — tiles still needed for a hand of a given shape (the fast arithmetic).
* ``tai_plan`` — which 台 a hand can aim at (plans that reach its minimum).
* ``efficiency`` — discards ranked by tiles needed and useful tiles under those plans.
* ``lookahead`` — the two-step look-ahead of the hard level.
* ``defence`` — the 包家's readiness and the danger of each discard.
* ``bidding`` / ``bid_table`` (+ ``bid_table.json``, made by ``calibrate``) — bids and
  the 包家's wild choice.
* ``levels`` — ``EasyPlayer``, ``NormalPlayer``, ``HardPlayer``.
* ``search`` — the expert: ``expert.ExpertPlayer`` (determinised Monte-Carlo over hard's
  short list), ``sampling`` (worlds consistent with a view), ``rollout`` (the fast policy
  that plays them out), ``plans`` (plan scores from tables, ``_chow_tables.py``).
* ``registry`` — the ordered list of levels (``LEVELS``) and ``make_player("hard", seed)``,
  ``make_player("expert:64p", seed)`` or ``make_player("pkg.mod:Class", seed)``.
"""
