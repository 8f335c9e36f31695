"""``zhuji-sim``: headless hands between computer players, with a JSON summary.

Its parts: ``hands`` (one hand, one match), ``batch`` (many over ``--jobs`` processes, and
the summary), ``log_file`` (``--log``, written and read), ``players`` (players of one's own
in processes of their own) and ``cli`` (the command line).

::

    zhuji-sim --players hard,normal,normal,normal (--hands N [--duplicate] | --matches M)
              [--seed S] [--jobs J] [--check] [--json] [--log FILE [--overwrite]]
              [--rule KEY=VALUE ...] [--decision-timeout SECONDS]

Players are level names (``random easy normal hard expert``; ``expert:300`` thinks about
300 ms a decision, ``expert:64p`` spends 64 playouts: only the latter is reproducible),
``package.module:Class`` or ``path/to/file.py:Class``.

How hands are played: every hand is dealt on its own (no 老庄 doubling; base points 1 unless
``--rule base_points=N``), with a wall fixed by the seed and the hand's number. In hand
``i`` the line-up is rotated by ``r = i mod 4``: seat ``s`` (0 = East, the dealer) is played
by listed player ``(s + r) mod 4``, so the deal passes round the four players in turn. With
``--duplicate`` each *deal* is played four times on the same wall, once per rotation ``r =
0..3``, so every player sits in every seat on every wall; ``--hands`` then counts deals.
Players are rebuilt for every hand with a seed drawn from ``--seed``, the hand and the seat,
so ``--jobs`` only changes speed: the results (everything but timings) are identical for any
number of processes.

With ``--matches M`` the hands are played as M whole matches instead (``play_match``, with the
engine's ``Match``, as the table plays them; docs/rules.md §10): after the dealer's win or a
drawn hand the dealer deals again and that hand is a 老庄 hand (every payment doubled); a match
ends after ``match_hands`` hands, or once the deal has gone round. In match ``m`` listed player
``(p + m) mod 4`` is the match's player ``p`` (player 0 deals first), the views show the
match's scores. In its ``--log`` each hand's header has its number in the run (``index``, and
``deal``), its ``match``, its ``hand`` in the match and the line-up's ``rotation`` (as with
``--hands``: listed player ``(s + rotation) mod 4`` at seat ``s``). Not with ``--duplicate``.

Scores in the players' views (``--hands``): four consecutive hands ``4k .. 4k+3`` are one
*round* (the deal passes all four players; with ``--duplicate``, the four plays of a deal), and
a view shows each seat's running total over the earlier hands of its round (0, 0, 0, 0 at a
round's first hand), as a one-round match would. Rounds never span processes, so this too is
the same for any ``--jobs``.

Players of your own run in processes of their own (``players``): a decision that takes
longer than ``--decision-timeout`` seconds (default 60), raises, kills its process, or
answers with an action that is not among the legal ones makes that seat *forfeit the hand*
(to the end of the hand it passes when it may, else discards its first tile in tile order;
it never wins or declares a kong: ``players.default_action``); the failure is reported on
stderr ("player X raised …", "player X chose an action that is not legal: …", the answer
cut to 200 characters, with the hand, seat and decision) and counted in ``forfeits``; the
run goes on. A built-in level that chose an illegal action would be a bug: the run stops
with exit code 1, as it does when ``--check`` finds an invariant broken. A worker process
(``--jobs``) that dies is reported and the run stops with exit code 1; it is never waited on.

``--log FILE`` writes every hand's header and events as JSON lines (the replay viewer and
``bench/bench_edge.py`` read them). FILE must be new or empty, or ``--overwrite`` given to
replace it; a symbolic link, a pipe, a device or a folder is refused before any hand is
played (exit code 2): a pipe would hold the run forever, a link would write somewhere else. So
is a ``.py`` file, or the file a player is loaded from: ``--overwrite`` once cut a player's
source down to the log.

In the JSON summary ``hands`` counts hands played (four per deal with ``--duplicate``),
``draws`` the drawn hands (荒庄), and each player's figures add up over every seat it played.
``ci95`` is the half-width of the 95% confidence interval of ``score_per_hand``: over hands,
or, with ``--duplicate``, over deals (a deal's four plays are not independent), or with
``--matches`` over matches (each match's mean a hand). ``--matches`` adds ``matches`` and
``matches_cut``: matches cut at ``MAX_MATCH_HANDS`` hands, where drawn hands kept the deal.

>>> summary = run(["random"] * 4, hands=2, seed=1)
>>> summary["hands"], len(summary["players"])
(2, 4)
>>> sum(p["score_total"] for p in summary["players"])
0
"""

from .batch import PROG, WorkerDied, outcomes, run, summarise
from .cli import build_parser, check_player, main
from .hands import (
    MAX_MATCH_HANDS,
    ROUND,
    Earlier,
    HandOutcome,
    SeatResult,
    SimError,
    hand_plan,
    match_seed,
    play_hand,
    play_match,
    player_seed,
)
from .log_file import LogFile, read_log, read_log_lines

__all__ = [
    "MAX_MATCH_HANDS",
    "PROG",
    "ROUND",
    "Earlier",
    "HandOutcome",
    "LogFile",
    "SeatResult",
    "SimError",
    "WorkerDied",
    "build_parser",
    "check_player",
    "hand_plan",
    "main",
    "match_seed",
    "outcomes",
    "play_hand",
    "play_match",
    "player_seed",
    "read_log",
    "read_log_lines",
    "run",
    "summarise",
]
