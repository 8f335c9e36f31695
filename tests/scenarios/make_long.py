"""Write the long draw-reserve scenarios (reserve_*.json) of this folder.

Run ``python tests/scenarios/make_long.py`` after changing it. The action lists are long (every
draw of the hand is followed by a discard), so they are generated here instead of by hand: each
filler draw is a tile that nobody can claim when it is discarded straight away, and nobody can
kong or win with. That check is this script's own reading of RULES.md §6 (pung: two of the kind
in hand; chow: the discarder's 下家 holds two tiles of a run with it; win: the hand plus the tile
makes four melds and a pair, whatever its 台), written without the engine, so that the engine is
checked against it rather than the other way round. No wilds are used (无财 bids); in the
翻麻将 hands (§12) a kind is turned over that nobody holds, and its three other copies are never
drawn, so no wild enters play there either.

Wall arithmetic (RULES.md §3): 136 − 53 dealt = 83 tiles in the wall; the hand is drawn when the
wall holds ``draw_reserve`` tiles, so 83 − reserve tiles can be drawn, head and tail together
(one fewer in 翻麻将, whose turned-over tile leaves the wall).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEATS = "ESWN"
CODES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]


def parse(text: str) -> list[int]:
    out, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            base = "mpsz".index(ch) * 9
            out += [base + d - 1 for d in digits]
            digits = []
    return out


def text(kinds) -> str:
    return "".join(CODES[k] for k in kinds)  # in the given order (draw order matters)


def complete(counts: Counter) -> bool:
    """Four melds and a pair (any number of melds: 3k+2 tiles), no wilds."""
    n = sum(counts.values())
    if n % 3 != 2:
        return False
    for pair in [k for k, c in counts.items() if c >= 2]:
        rest = counts.copy()
        rest[pair] -= 2
        if _melds(rest):
            return True
    return False


def _melds(counts: Counter) -> bool:
    live = sorted(k for k, c in counts.items() if c > 0)
    if not live:
        return True
    k = live[0]
    if counts[k] >= 3:
        counts[k] -= 3
        ok = _melds(counts)
        counts[k] += 3
        if ok:
            return True
    if k < 27 and k % 9 <= 6 and counts[k + 1] > 0 and counts[k + 2] > 0:
        for j in (k, k + 1, k + 2):
            counts[j] -= 1
        ok = _melds(counts)
        for j in (k, k + 1, k + 2):
            counts[j] += 1
        return ok
    return False


def claims(hands: dict[int, Counter], discarder: int, tile: int) -> list[str]:
    """What each other seat could do with a discard, by RULES §6 (no wilds)."""
    found = []
    for seat in range(4):
        if seat == discarder:
            continue
        h = hands[seat]
        if h[tile] >= 2:
            found.append(f"{SEATS[seat]} pung")
        if seat == (discarder + 1) % 4 and tile < 27:
            base = tile - tile % 9
            runs = [(tile - 2, tile - 1), (tile - 1, tile + 1), (tile + 1, tile + 2)]
            if any(base <= a and b <= base + 8 and h[a] > 0 and h[b] > 0 for a, b in runs):
                found.append(f"{SEATS[seat]} chow")
        c = h.copy()
        c[tile] += 1
        if complete(c):
            found.append(f"{SEATS[seat]} win")
    return found


def self_options(hand: Counter) -> list[str]:
    out = [f"kong {CODES[k]}" for k, c in hand.items() if c >= 4]
    if complete(hand):
        out.append("win")
    return out


class Sim:
    """Deals the hands, then plays draws and discards, refusing anything claimable."""

    def __init__(self, hands: dict[str, str], reserve: int):
        self.hands = {SEATS.index(s): Counter(parse(t)) for s, t in hands.items()}
        used = Counter()
        for h in self.hands.values():
            used.update(h)
        assert all(n <= 4 for n in used.values()), used
        self.left = Counter({k: 4 - used[k] for k in range(34)})
        self.wall_left = 83
        self.reserve = reserve
        self.head: list[int] = []
        self.tail: list[int] = []
        self.actions: list[str] = []
        self.turn = 0

    def turn_over(self, kind: int) -> Counter:
        """翻麻将: ``kind`` is turned over, out of play; returns its copies to keep undrawn."""
        self.take(kind)
        self.head.append(kind)
        self.wall_left -= 1
        return Counter({kind: self.left[kind]})

    def take(self, kind: int) -> None:
        assert self.left[kind] > 0, f"no {CODES[kind]} left"
        self.left[kind] -= 1

    def discard(self, seat: int, kind: int, allow: tuple[str, ...] = ()) -> None:
        h = self.hands[seat]
        assert h[kind] > 0, (SEATS[seat], CODES[kind])
        h[kind] -= 1
        self.actions.append(f"{SEATS[seat]} discard {CODES[kind]}")
        got = claims(self.hands, seat, kind)
        assert sorted(got) == sorted(allow), (self.actions[-1], got)
        self.turn = (seat + 1) % 4

    def draw(self, kind: int, tail: bool = False) -> int:
        seat = self.turn
        self.take(kind)
        (self.tail if tail else self.head).append(kind)
        self.hands[seat][kind] += 1
        self.wall_left -= 1
        assert self.wall_left >= self.reserve, "drew into the reserve"
        return seat

    def safe_draw(self, reserved: Counter) -> int:
        """The first kind (canonical order) that the turn seat can draw and discard unclaimed."""
        seat = self.turn
        for k in range(34):
            if self.left[k] - reserved[k] <= 0:
                continue
            h = self.hands[seat].copy()
            h[k] += 1
            if self_options(h):
                continue
            h[k] -= 1
            trial = dict(self.hands)
            trial[seat] = h
            if claims(trial, seat, k):
                continue
            return k
        raise AssertionError(f"no safe tile for {SEATS[seat]}")

    def tsumogiri(self, reserved: Counter | None = None) -> None:
        k = self.safe_draw(reserved or Counter())
        seat = self.draw(k)
        self.discard(seat, k)

    @property
    def drawable(self) -> int:
        return self.wall_left - self.reserve


def dump(obj, indent: int = 0) -> str:
    """JSON with short lists of strings wrapped onto lines of at most ~100 characters."""
    pad = "  " * indent
    if isinstance(obj, dict) and obj:
        items = [
            f"{pad}  {json.dumps(k, ensure_ascii=False)}: {dump(v, indent + 1)}"
            for k, v in obj.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(obj, list) and obj and all(isinstance(x, str) for x in obj):
        one = json.dumps(obj, ensure_ascii=False)
        if len(pad) + len(one) < 96:
            return one
        rows, row = [], []
        for x in obj:
            cell = json.dumps(x, ensure_ascii=False)
            if row and len(pad) + 2 + len(", ".join([*row, cell])) > 98:
                rows.append(", ".join(row))
                row = []
            row.append(cell)
        rows.append(", ".join(row))
        return "[\n" + ",\n".join(f"{pad}  {r}" for r in rows) + "\n" + pad + "]"
    if isinstance(obj, list) and obj:
        return "[\n" + ",\n".join(f"{pad}  {dump(x, indent + 1)}" for x in obj) + "\n" + pad + "]"
    return json.dumps(obj, ensure_ascii=False)


INERT = {
    "E": "147m258p369s12345z",
    "S": "258m369p147s4567z",
    "W": "369m147p258s1236z",
    "N": "147m258p369s4567z",
}


def reserve_default() -> tuple[str, dict]:
    """Default reserve 26: 57 draws, all discarded at once, then 荒庄."""
    bids = ["E pass", "S bid wucai3", "W pass", "N pass"]
    sim = Sim(INERT, 26)
    sim.actions += bids
    sim.discard(0, parse("1z")[0])
    draws = 0
    while sim.drawable > 0:
        sim.tsumogiri()
        draws += 1
    assert draws == 57 and sim.wall_left == 26
    last = sim.actions[-1][0]
    assert last == "S"  # draw 57 goes to S: draws go S, W, N, E, S, … and 57 = 4·14 + 1
    return "reserve_default_26_drawn_hand", {
        "name": "default reserve: 57 draws, then 荒庄; the 包家 pays B to each",
        "rule": "§3 draw reserve: the last 26 tiles are never drawn; "
        "§9 荒庄: the 包家 pays B to each other player",
        "note": " ".join(
            [
                "83 tiles in the wall − 26 kept = 57 draws (S, W, N, E, …; the 57th is S's).",
                "Everyone discards the tile just drawn; the hands are chosen so that nothing",
                "can be claimed. S is 包家 at 无财3台: B = 5·2^2 = 20, so S pays 20 to each:",
                "S −60, the others +20. Generated by make_long.py.",
            ]
        ),
        "script": {"hands": INERT, "wall": text(sim.head), "actions": sim.actions},
        "checkpoints": [
            {
                "after": len(sim.actions) - 1,
                "phase": "play",
                "to_act_seats": ["S"],
                "wall_left": 26,
                "count_events": {"draw": 57},
                "absent": ["S win"],
            },
        ],
        "expect": {
            "phase": "ended",
            "wall_left": 26,
            "count_events": {"draw": 57},
            "result": {"drawn": True, "deltas": {"E": 20, "S": -60, "W": 20, "N": 20}},
            "events": [{"type": "drawn"}, {"type": "settle"}],
        },
    }


def reserve_last_tile(win: bool = False) -> tuple[str, dict]:
    """Reserve 60 (23 draws): the last drawer may not kong; its discard is for a win only."""
    hands = {
        "E": "147m57p369s123456z",
        "S": "123m456m78p55s777z",
        "W": "369m66p258s12347z",
        "N": "258m999p147s1456z",
    }
    bids = ["E pass", "S pass", "W bid wucai2", "N pass"]
    sim = Sim(hands, 60)
    sim.actions += bids
    sim.discard(0, parse("2z")[0])
    nine_p, six_p = parse("9p")[0], parse("6p")[0]
    reserved = Counter({nine_p: 1, six_p: 1})
    checkpoints = []
    draws = 0
    while sim.drawable > 0:
        draws += 1
        if draws == 19:  # N draws the fourth 9p: a concealed kong is possible (not taken)
            assert sim.turn == 3
            seat = sim.draw(nine_p)
            checkpoints.append(
                {
                    "after": len(sim.actions),
                    "to_act_seats": ["N"],
                    "to_act": {"N": ["N ckong 9999p", "N discard 2m"]},
                }
            )
            sim.discard(seat, parse("2m")[0])
            reserved[nine_p] = 0
        elif draws == 23:  # the last drawable tile: N again, draws 6p
            assert sim.turn == 3 and sim.drawable == 1
            reserved[six_p] = 0
            seat = sim.draw(six_p)
            checkpoints.append(
                {
                    "after": len(sim.actions),
                    "to_act_seats": ["N"],
                    "wall_left": 60,
                    "to_act": {"N": ["N discard 6p", "N discard 9p"]},
                    "absent": ["N ckong 9999p", "N win"],
                }
            )
            # W could pung 66p, E (N's 下家) could chow 57p, S wins on 6p:
            # only the win may be offered.
            sim.discard(seat, six_p, allow=("W pung", "E chow", "S win"))
        else:
            sim.tsumogiri(reserved)
    assert draws == 23 and sim.wall_left == 60
    checkpoints.append(
        {
            "after": len(sim.actions),
            "to_act_seats": ["S"],
            "to_act_exact": {"S": ["S win", "S pass"]},
            "absent": ["W pung 66p", "E chow 57p"],
        }
    )
    if not win:
        sim.actions.append("S pass")
        return "reserve_last_tile_rules", {
            "name": "after the last drawable tile: no kong by that player, "
            "its discard only for a win, then 荒庄",
            "rule": " ".join(
                [
                    "§3 draw reserve: the player who drew the last drawable tile may not declare",
                    "a kong; the discard after it may only be claimed for a win (no chow, pung or",
                    "kong); if nobody wins, 荒庄",
                ]
            ),
            "note": " ".join(
                [
                    "draw_reserve 60: 83 − 60 = 23 draws (S, W, N, E, …; draws 19 and 23 are N's).",
                    "At draw 19 N holds 9999p and may kong; at draw 23 (wall 60) it may not.",
                    "N's 6p could be punged by W (66p), chowed by E (57p) and won by S",
                    "(123m 456m 78p 55s 777z: 中 1); only S is asked. S passes: 荒庄,",
                    "W is 包家 at 无财2台 (B = 10):",
                    "W −30, the others +10. Generated by make_long.py.",
                ]
            ),
            "script": {
                "rules": {"draw_reserve": 60},
                "hands": hands,
                "wall": text(sim.head),
                "actions": sim.actions,
            },
            "checkpoints": checkpoints,
            "expect": {
                "phase": "ended",
                "wall_left": 60,
                "result": {"drawn": True, "deltas": {"E": 10, "S": 10, "W": -30, "N": 10}},
            },
        }
    sim.actions.append("S win")
    return "reserve_last_discard_win", {
        "name": "a win on the discard after the last drawable tile is allowed (no 海底)",
        "rule": "§3 draw reserve: the discard after the last drawable tile may be claimed "
        "for a win; §11 no 海底",
        "note": " ".join(
            [
                "As reserve_last_tile_rules, but S wins on N's 6p: 123m 456m 678p 55s 777z =",
                "中 1 → T = 1. W is 包家 at 无财2台, B = 10. Another wins off a non-包家 (N):",
                "W pays 2^0+30 = 31; N pays 2^1−10 = −8; E pays 2^0−10 = −9; S receives",
                "31−8−9 = 14. Generated by make_long.py.",
            ]
        ),
        "script": {
            "rules": {"draw_reserve": 60},
            "hands": hands,
            "wall": text(sim.head),
            "actions": sim.actions,
        },
        "checkpoints": checkpoints[-1:],
        "expect": {
            "phase": "ended",
            "wall_left": 60,
            "result": {
                "winner": "S",
                "tai": 1,
                "discarder": "N",
                "items": ["zhong"],
                "deltas": {"E": 9, "S": 14, "W": -31, "N": 8},
            },
        },
    }


def reserve_after_kong() -> tuple[str, dict]:
    """Reserve 60 with a kong: the replacement counts, so only 22 draws come from the head."""
    hands = {
        "E": "147m258p369s11115z",
        "S": "258m369p147s4567z",
        "W": "369m147p258s2346z",
        "N": "147m258p369s4567z",
    }
    sim = Sim(hands, 60)
    sim.actions += ["E bid wucai2", "S pass", "W pass", "N pass", "E ckong 1111z"]
    sim.hands[0][parse("1z")[0]] -= 4
    nine_m = parse("9m")[0]
    sim.turn = 0
    sim.draw(nine_m, tail=True)
    sim.discard(0, nine_m)
    head = 0
    while sim.drawable > 0:
        sim.tsumogiri()
        head += 1
    assert head == 22 and sim.wall_left == 60
    assert sim.actions[-1][0] == "W"  # 22 = 4·5 + 2: S, W
    return "reserve_counts_kong_replacements", {
        "name": "a kong replacement counts against the reserve: 1 tail + 22 head draws, 荒庄",
        "rule": "§3: normal draws come from the head, kong replacements from the tail; "
        "both reduce the tiles left",
        "note": " ".join(
            [
                "draw_reserve 60: 83 − 60 = 23 draws in all; E's concealed kong on its first",
                "turn takes one from the tail, so 22 come from the head and the last is W's.",
                "E is 包家 at 无财2台 (B = 10): 荒庄, E −30, the others +10.",
                "Generated by make_long.py.",
            ]
        ),
        "script": {
            "rules": {"draw_reserve": 60},
            "hands": hands,
            "wall": text(sim.head),
            "tail": text(sim.tail),
            "actions": sim.actions,
        },
        "checkpoints": [
            {
                "after": len(sim.actions) - 1,
                "to_act_seats": ["W"],
                "wall_left": 60,
                "count_events": {"draw": 23},
            }
        ],
        "expect": {
            "phase": "ended",
            "wall_left": 60,
            "count_events": {"draw": 23},
            "result": {"drawn": True, "deltas": {"E": -30, "S": 10, "W": 10, "N": 10}},
        },
    }


# INERT without W's 3m (and with a second 6z): nobody holds a 3m, the kind turned over.
FAN_HANDS = {**INERT, "W": "69m147p258s12366z"}


def fan_drawn_sim() -> Sim:
    """翻麻将, reserve 60: 3m turned over; 82 − 60 = 22 draws, each discarded at once."""
    sim = Sim(FAN_HANDS, 60)
    wilds = sim.turn_over(parse("3m")[0])
    sim.discard(0, parse("1z")[0])
    while sim.drawable > 0:
        sim.tsumogiri(wilds)
    assert len(sim.head) == 1 + 22 and sim.wall_left == 60
    assert sim.actions[-1][0] == "W"  # 22 = 4·5 + 2: S, W
    return sim


def fan_drawn() -> tuple[str, dict]:
    sim = fan_drawn_sim()
    return "fan_drawn_hand_nobody_pays", {
        "name": "翻麻将: the wall reaches the reserve with no winner: 荒庄, nobody pays",
        "rule": "§12 drawn hand (荒庄): the wall reaches the reserve (§3) with no winner: "
        "nobody pays",
        "note": " ".join(
            [
                "draw_reserve 60: 83 − 1 turned over (3m) − 60 = 22 draws (S, W, N, E, …; the",
                "22nd is W's). Everyone discards the tile just drawn; nothing can be claimed and",
                "no 3m is drawn, so no wild is in play. No 包家: every payment is 0.",
                "Generated by make_long.py.",
            ]
        ),
        "script": {
            "rules": {"mode": "fan", "draw_reserve": 60},
            "hands": FAN_HANDS,
            "wall": text(sim.head),
            "actions": sim.actions,
        },
        "checkpoints": [
            {
                "after": len(sim.actions) - 1,
                "to_act_seats": ["W"],
                "wall_left": 60,
                "count_events": {"draw": 22},
            }
        ],
        "expect": {
            "phase": "ended",
            "wall_left": 60,
            "indicator": "3m",
            "count_events": {"draw": 22, "bao": 0},
            "result": {"drawn": True, "deltas": {"E": 0, "S": 0, "W": 0, "N": 0}},
            "events": [{"type": "drawn"}, {"type": "settle"}],
        },
    }


def match_fan_drawn() -> tuple[str, dict]:
    """The drawn 翻麻将 hand, then a 老庄 hand won 3 台 on a discard (§12's third example)."""
    sim = fan_drawn_sim()
    second = {
        "hands": {
            "E": "147m258p369s12345z",
            "S": "258m369p47s44567z",
            "W": "123m456p9s666777z",
            "N": "69m17p258s112233z",
        },
        "wall": "1s9s",
        "actions": ["E discard 4m", "S discard 9s", "W win"],
    }
    return "match_fan_drawn_then_old_dealer_win", {
        "name": "翻麻将 match: a drawn hand pays nothing and the dealer deals again; the 老庄 "
        "hand's 3 台 win pays 16, 8, 8",
        "rule": "§12 drawn hand: nobody pays, the dealer deals again (老庄); a 老庄 hand "
        "doubles everything",
        "note": " ".join(
            [
                "Hand 1 is fan_drawn_hand_nobody_pays (scores stay 0, E deals again).",
                "Hand 2, 老庄, is fan_discard_three_tai_worked_example: W wins 3 台 on S's 9s,",
                "m = 4, ×2: S pays 16, E and N 8 each, W receives 32. W is not the dealer, so",
                "the deal passes to S (§10). Generated by make_long.py.",
            ]
        ),
        "match": {
            "rules": {"mode": "fan", "draw_reserve": 60},
            "hands": [
                {"hands": FAN_HANDS, "wall": text(sim.head), "actions": sim.actions},
                second,
            ],
        },
        "expect": {
            "finished": False,
            "hands_played": 2,
            "dealer": "S",
            "old_dealer": False,
            "scores": {"E": -8, "S": -16, "W": 32, "N": -8},
        },
    }


def scenarios() -> dict[str, dict]:
    """The generated scenarios by file stem."""
    return dict(
        [
            reserve_default(),
            reserve_last_tile(),
            reserve_last_tile(win=True),
            reserve_after_kong(),
            fan_drawn(),
            match_fan_drawn(),
        ]
    )


def main() -> int:
    for name, data in scenarios().items():
        path = HERE / f"{name}.json"
        path.write_text(dump(data) + "\n", encoding="utf-8")
        print("wrote", path.relative_to(HERE.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
