"""What reading the hidden hands better could be worth to the expert: it is told the truth.

    python bench/bench_oracle.py hands|distance [zhuji-sim arguments]
    e.g. python bench/bench_oracle.py hands --players expert,hard,hard,hard --hands 400 \\
             --seed 6733 --duplicate --jobs 2 --log ORACLE
    python bench/bench_paired.py BASE ORACLE   (BASE: the same run of the code as it is)

A diagnostic, never a player: ``zhuji-sim`` as it is, but every world the expert deals in
play (``sampling.World.sample``) is dealt from what the table really holds.

* ``hands``: the other seats' concealed tiles and concealed kongs are their true ones; only
  the order of the wall is dealt at random. The expert reads every hand perfectly.
* ``distance``: each other hand is dealt as usual, but at its true distance from ready under
  its 台 plans (``sampling.plan_distance``) instead of one drawn from ``PROGRESS``. The expert
  knows who is how near a win, not what they wait on.

Bidding is unchanged (its worlds are dealt by ``sampling.deal_world``), so the auctions are
those of the plain run on the same deals, and a paired comparison with it isolates the play.
The true position is read where the simulator asks a seat to decide (``HandState.view``).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import Any

from zhuji_desktop import sim
from zhuji_desktop.ai.search import sampling
from zhuji_desktop.engine.playout import Playout
from zhuji_desktop.engine.state import HandState

TRUTH: dict[str, Any] = {}  # the hands and melds of the position being decided


def _remember_truth() -> None:
    view = HandState.view

    def told(self: HandState, seat: int, *args: Any, **kwargs: Any) -> Any:
        TRUTH["hands"] = [list(h) for h in self.hands]
        TRUTH["melds"] = [list(m) for m in self.melds]
        return view(self, seat, *args, **kwargs)

    HandState.view = told  # type: ignore[method-assign]


def _true_hands(world: sampling.World, rng: random.Random) -> tuple[Playout, list[int]]:
    """The world as it is; the wall in a random order."""
    v = world.view
    pool = list(world.pool)
    hands = [list(h) for h in TRUTH["hands"]]
    melds = [list(m) for m in v.melds]
    for s, i in world.hidden_kongs:
        melds[s][i] = TRUTH["melds"][s][i]
        for t in melds[s][i].tiles:
            pool.remove(t)
    for s in range(4):
        if s != v.seat:
            for t in hands[s]:
                pool.remove(t)
    hands[v.seat] = list(v.hand)
    rng.shuffle(pool)
    wall = pool[: v.wall_left]
    p = Playout(v.rules, hands, melds, wall, v.bao, v.bid, v.wild_kinds, v.old_dealer)
    sampling._set_position(p, v, world)
    return p, list(world.public)


def _true_distances() -> Callable[[sampling.World, random.Random], tuple[Playout, list[int]]]:
    """``World.sample`` with each other hand's target distance its true one."""
    sample, target = sampling.World.sample, sampling._progress_target
    queue: list[int | None] = []

    def next_target(bao: bool, discards: int, melds: int, rng: random.Random) -> int:
        drawn = target(bao, discards, melds, rng)  # (drawn all the same: the same random path)
        true = queue.pop(0) if queue else None
        return drawn if true is None else true

    def dealt(world: sampling.World, rng: random.Random) -> tuple[Playout, list[int]]:
        v = world.view
        order = [s for s in range(4) if s != v.seat]  # as ``World.sample`` deals them
        chose = v.rules.wild_selection != "flip" and bool(v.wild_kinds)
        if v.bao is not None and v.bao != v.seat and v.bid is not None and chose:
            order.remove(v.bao)
            order.insert(0, v.bao)
        queue[:] = [
            sampling.plan_distance(v, s, TRUTH["hands"][s], TRUTH["melds"][s], world.public)
            if len(TRUTH["hands"][s]) % 3 == 1
            else None
            for s in order
        ]
        try:
            return sample(world, rng)
        finally:
            queue.clear()

    sampling._progress_target = next_target
    return dealt


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("hands", "distance"):
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        print("usage: bench_oracle.py hands|distance [zhuji-sim arguments]", file=sys.stderr)
        return 2
    _remember_truth()
    sampling.World.sample = _true_hands if argv[0] == "hands" else _true_distances()  # type: ignore[method-assign,assignment]
    return sim.main(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
