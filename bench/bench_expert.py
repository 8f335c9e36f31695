"""Measure the table facts the expert's sampler relies on (``ai/search/sampling.py``).

    python bench/bench_expert.py --bao-wilds [--deals 600]
    python bench/bench_expert.py --progress [--deals 400]
    python bench/bench_expert.py --world-progress [--deals 400] [--no-advance]
    python bench/bench_expert.py --defend [--deals 400]
    python bench/bench_expert.py --waits [--deals 200]
    python bench/bench_expert.py --outcomes [--deals 300] [--rate 0.25]

``--bao-wilds``: how many wild tiles the 包家 holds right after naming the wilds, by bid
variant, over deals played by four hard players.

``--progress``: how far from ready (tiles needed under the seat's closest 台 plans, wilds
counted: ``sampling.plan_distance``) each seat's concealed hand is at each claim window, by
(is it the 包家, its discards so far, its melds), over hands played by four hard players.
Printed as the ``PROGRESS`` table of the sampler.

``--world-progress``: how well the worlds deal the 包家's hand. At each claim window on
another seat's discard, over hands of four hard players: the 包家's tiles needed under its
台 plans, and the same in worlds (``World.sample``) dealt from a third seat's view, by its
discards so far.

``--defend``: how often the 包家 wins among four hard players, and in playouts of the
rollout policy from the same positions (bid and wilds named by the hard players) with
several values of its ``defend`` (the chance a seat keeps back the 包家's winning tile).
The rollout's ``DEFEND`` is the value that makes the two agree.

``--waits``: how well the expert reads a ready hand. At each turn of a seat other than a
ready 包家 (three discards or more), over hands of four hard players: for each kind in the
seat's hand, the share of sampled worlds (``World.sample``) in which the 包家 wins on it,
and hard's ``defence.danger`` of it, averaged separately over the 包家's real winning tiles
and over the others (a model that reads the 包家 puts more on the real ones); then the
same by what the table shows of the kind (discarded by the 包家 itself, by another seat,
never), against how often such kinds really are its waits. The same again at the 包家's
turns, facing each ready one of the three.

``--outcomes``: how hands end (the 包家 or one of the three; by self-draw or on a discard)
among four hard players and in playouts of the rollout policy from the same start of play,
and the 包家's mean result in each: where the expert's model of the table is off
(``--rate R``: playouts holding back at rate R instead of ``DEFEND``).
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zhuji_desktop.ai.defence import danger, passed_since_bao
from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.ai.search import sampling
from zhuji_desktop.ai.search.rollout import DEFEND, Rollout
from zhuji_desktop.ai.search.sampling import World, plan_distance
from zhuji_desktop.engine.match import hand_seed
from zhuji_desktop.engine.playout import Playout
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.engine.tai import WinContext

SEED = 31337
OTHER_DEALS = 100_000  # deals of a check, apart from those a table was measured on


def hard_table(i: int) -> tuple[HandState, list]:
    """Deal ``i`` of the measurements and four hard players for it."""
    return HandState.deal(hand_seed(SEED, i)), [make_player("hard", s + 4 * i) for s in range(4)]


def step(state: HandState, players: list) -> None:
    """Every seat that must act now decides and acts."""
    for s in state.to_act():
        state.apply(players[s].decide(state.view(s), state.legal_actions(s)))


def bid_and_name_wilds(state: HandState, players: list) -> None:
    """Play the bidding and the wild choice, up to the first discard."""
    while state.phase.value != "play":
        step(state, players)


def bao_wilds(deals: int) -> None:
    counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for i in range(deals):
        state, players = hard_table(i)
        bid_and_name_wilds(state, players)
        assert state.bid is not None and state.bao is not None
        held = sum(t in state.wild_kinds for t in state.hands[state.bao])
        counts[state.bid.variant.name][held] += 1
    for variant, c in sorted(counts.items()):
        n = sum(c.values())
        shares = ", ".join(f"{j}: {c[j] / n:.2f}" for j in sorted(c))
        print(f"{variant}: {n} hands as 包家, wilds held {{{shares}}}")


def bucket(discards: int, melds: int) -> tuple[int, int]:
    """The sampler's buckets: discards 0..7 (7 = seven or more), melds 0..2 (2 = two or
    more)."""
    return min(discards, 7), min(melds, 2)


def progress(deals: int) -> None:
    stats: dict[tuple, collections.Counter] = collections.defaultdict(collections.Counter)
    for i in range(deals):
        state, players = hard_table(i)
        while not state.is_ended():
            if state.phase.value == "play" and state.step.value == "claim":
                assert state.window is not None
                for q in range(4):
                    if q == state.window.source:
                        continue
                    v = state.view(q)
                    seen = World.of(v, state.legal_actions(q)).public
                    need = plan_distance(v, q, state.hands[q], state.melds[q], seen)
                    d, m = bucket(len(state.discards[q]), len(state.melds[q]))
                    stats[(q == state.bao, d, m)][need] += 1
            step(state, players)
    print(
        f"# {deals} deals of four hard players: P(tiles needed under the 台 plans = 1..6+) by "
        "(包家, discards, melds)"
    )
    print("PROGRESS = {")
    for key in sorted(stats):
        c = stats[key]
        n = sum(c.values())
        if n < 20:
            continue
        row = ", ".join(f"{c[j] / n:.2f}" for j in range(1, 7))
        print(f"    {key}: ({row}),  # {n}")
    print("}")


def world_progress(deals: int, worlds: int = 2) -> None:
    """The 包家's distance under its 台 plans, real and in the worlds another seat deals at
    the same claim window, by its discards so far (deals other than ``--progress``'s)."""
    rng = random.Random(5)
    real: dict[int, list[int]] = collections.defaultdict(list)
    dealt: dict[int, list[int]] = collections.defaultdict(list)
    for i in range(deals):
        state, players = hard_table(OTHER_DEALS + i)
        while not state.is_ended():
            b, w = state.bao, state.window
            if state.phase.value == "play" and w is not None and b is not None and w.source != b:
                v = state.view(b)
                seen = World.of(v, state.legal_actions(b)).public
                key = min(len(state.discards[b]), 7) // 2 * 2
                real[key].append(plan_distance(v, b, state.hands[b], state.melds[b], seen))
                o = next(q for q in range(4) if q not in (b, w.source))
                world = World.of(state.view(o), state.legal_actions(o))
                for _ in range(worlds):
                    p, seen = world.sample(rng)
                    hand = [k for k in range(34) for _ in range(p.hands[b][k])]
                    dealt[key].append(plan_distance(v, b, hand, p.melds[b], seen))
            step(state, players)
    print(f"# {deals} deals of four hard players: the 包家's tiles needed under its 台 plans")
    for key in sorted(real):
        span = f"{key}-{key + 1}" if key < 6 else "6+"
        for name, xs in (("real", real[key]), ("worlds", dealt[key])):
            ready = sum(x == 1 for x in xs) / len(xs)
            print(
                f"discards {span:3}, {name:6}: {len(xs):5} windows, "
                f"{sum(xs) / len(xs):.2f} tiles needed, ready in {ready:.0%}"
            )


def defend(deals: int, rollouts: int = 2) -> None:
    values = sorted({0.0, 0.25, 0.5, 0.75, 1.0, DEFEND})
    won = dict.fromkeys(values, 0)
    hard_won = 0
    for i in range(deals):
        state, players = hard_table(i)
        bid_and_name_wilds(state, players)
        start = Playout.from_state(state)
        for d in values:
            for r in range(rollouts):
                p = start.copy()
                Rollout(random.Random(i * rollouts + r), defend=d).run(p)
                won[d] += p.winner == p.bao
        while not state.is_ended():
            step(state, players)
        assert state.result is not None
        hard_won += state.result.winner == state.bao
    print(f"# {deals} deals: the 包家's wins among four hard players, and in playouts")
    print(f"hard players: {hard_won / deals:.1%}")
    for d in values:
        shipped = "  (shipped)" if d == DEFEND else ""
        print(f"playouts, defend {d:.2f}: {won[d] / (deals * rollouts):.1%}{shipped}")


def winning_kinds(p: Playout, seat: int) -> set[int]:
    """The natural kinds ``seat`` of playout ``p`` could win on now."""
    ctx = WinContext(seat=seat, wild_kinds=p.wild_kinds)
    return {k for k in range(34) if k not in p.wild_kinds and p.can_win_with(seat, k, ctx)}


def _kind_group(view, threat: int, k: int) -> str:
    """What the table shows of kind ``k`` as a wait of ``threat``: discarded by it, by
    another seat, or never."""
    if k in view.discards[threat]:
        return "it discarded"
    if any(t == k for s, t in view.discard_order if s != threat):
        return "another discarded"
    return "never discarded"


def waits(deals: int, worlds: int = 24) -> None:
    """Facing a ready seat (three discards or more), the share of worlds in which it wins on
    each kind of the viewer's hand, against whether it really does: the three facing a hard
    包家 at their turns, and the 包家 facing each ready one of the three at its turn."""
    # per (side, real winning tile?, group): [kinds, real waits, sum of world shares, danger]
    sums: dict = collections.defaultdict(lambda: [0, 0, 0.0, 0.0])
    turns = collections.Counter()
    for i in range(deals):
        state, players = hard_table(i)
        while not state.is_ended():
            bao = state.bao
            if state.phase.value == "play" and state.step.value == "turn" and bao is not None:
                seat = state.to_act()[0]
                p = Playout.from_state(state)
                threats = [bao] if seat != bao else [t for t in range(4) if t != bao]
                real = {t: winning_kinds(p, t) for t in threats if len(state.discards[t]) >= 3}
                real = {t: r for t, r in real.items() if r}
                if real:
                    side = "the three" if seat != bao else "the 包家"
                    turns[side] += 1
                    view = state.view(seat)
                    world = World.of(view, state.legal_actions(seat))
                    rng = random.Random(i * 1000 + sum(turns.values()))
                    shares = {t: [0] * 34 for t in real}
                    for _ in range(worlds):
                        w, _seen = world.sample(rng)
                        for t in real:
                            for k in winning_kinds(w, t):
                                shares[t][k] += 1
                    unseen = tuple(max(0, 4 - c) for c in view.visible_counts())
                    for t, wins in real.items():
                        safe = passed_since_bao(view, t)
                        for k in set(view.hand) - view.wild_kinds:
                            d = danger(view, k, unseen, safe, t) if seat != bao else 0.0
                            for key in ((side, k in wins), (side, _kind_group(view, t, k))):
                                g = sums[key]
                                g[0] += 1
                                g[1] += k in wins
                                g[2] += shares[t][k] / worlds
                                g[3] += d
            step(state, players)
    for side in ("the three", "the 包家"):
        print(f"# {deals} deals, {side} facing a ready seat: {turns[side]} turns, {worlds} worlds")
        real, other = sums[side, True], sums[side, False]
        r, o = real[2] / max(1, real[0]), other[2] / max(1, other[0])
        print(
            f"  its real winning tiles: {real[0]} kinds in hand, won on in {r:.1%} of worlds"
            f"; the others: {other[0]}, {o:.1%}; ratio {r / max(o, 1e-9):.2f}"
        )
        if side == "the three":
            print(
                f"  hard's danger: {real[3] / max(1, real[0]):.2f} on its real winning tiles, "
                f"{other[3] / max(1, other[0]):.2f} on the others"
            )
        for group in ("it discarded", "another discarded", "never discarded"):
            n, w, share, _ = sums[side, group]
            print(
                f"  a kind {group}: {n} in hand, a real wait {w / max(1, n):.1%}, "
                f"won on in {share / max(1, n):.1%} of worlds"
            )


def outcome(winner: int | None, bao: int, self_drawn: bool) -> str:
    """How a hand ended, as the 包家 and the three see it."""
    if winner is None:
        return "drawn"
    who = "the 包家" if winner == bao else "one of the three"
    return f"{who} {'self-draws' if self_drawn else 'wins on a discard'}"


def outcomes(deals: int, rollouts: int = 4, defend: float = DEFEND) -> None:
    real: collections.Counter = collections.Counter()
    played: collections.Counter = collections.Counter()
    pay = {"hard players": 0, "playouts": 0}
    for i in range(deals):
        state, players = hard_table(i)
        bid_and_name_wilds(state, players)
        start = Playout.from_state(state)
        bao = state.bao
        assert bao is not None
        for r in range(rollouts):
            p = start.copy()
            Rollout(random.Random(i * rollouts + r), defend=defend).run(p)
            played[outcome(p.winner, bao, p.self_drawn)] += 1
            pay["playouts"] += p.deltas[bao]
        while not state.is_ended():
            step(state, players)
        res = state.result
        assert res is not None
        real[outcome(res.winner, bao, res.self_drawn)] += 1
        pay["hard players"] += res.deltas[bao]
    print(
        f"# {deals} deals: how hands end among four hard players, and in playouts "
        f"({rollouts} a deal, defend {defend:.2f}) from the same start of play"
    )
    for key in sorted(set(real) | set(played)):
        print(
            f"{key}: hard players {real[key] / deals:.1%}, "
            f"playouts {played[key] / (deals * rollouts):.1%}"
        )
    print(
        f"the 包家's mean result: hard players {pay['hard players'] / deals:+.1f}, "
        f"playouts {pay['playouts'] / (deals * rollouts):+.1f}"
    )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bao-wilds", action="store_true")
    ap.add_argument("--progress", action="store_true")
    ap.add_argument("--world-progress", action="store_true")
    ap.add_argument(
        "--no-advance", action="store_true", help="--world-progress: worlds without _advance"
    )
    ap.add_argument("--defend", action="store_true")
    ap.add_argument("--waits", action="store_true")
    ap.add_argument("--outcomes", action="store_true")
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument(
        "--rate", type=float, default=DEFEND, help="--outcomes: the rollouts' defend rate"
    )
    args = ap.parse_args()
    if args.bao_wilds:
        bao_wilds(args.deals)
    if args.progress:
        progress(args.deals)
    if args.world_progress:
        if args.no_advance:  # the worlds as they were dealt before ``_advance``
            sampling.ADVANCE_STEPS = 0
        world_progress(args.deals)
    if args.defend:
        defend(args.deals)
    if args.waits:
        waits(args.deals)
    if args.outcomes:
        outcomes(args.deals, defend=args.rate)
    return 0


if __name__ == "__main__":
    sys.exit(main())
