"""Settlement (docs/rules.md §9, and §12 for 翻麻将): who pays whom after a win or a drawn
hand (荒庄).

T = the winner's 台, B = the 包家's bid points; every payment is then × base points and × 2 in
a 老庄 hand. A payment line's ``amount`` is what that seat pays (negative = it receives);
``Settlement.deltas`` is the change of each seat's score (positive = it receives).

>>> from zhuji_desktop.engine.bidding import Bid
>>> s = settle_win(winner=1, bao=0, bid=Bid.parse("2"), tai=1, self_drawn=True,
...                discarder=None, old_dealer=False, base=1)
>>> s.deltas
(-17, 11, 3, 3)
>>> print(s.text())
东 包家 付 2^1+5×3 = 17
西 闲家 付 2^1-5 = -3
北 闲家 付 2^1-5 = -3
南 胡家 收 17-3-3 = 11

翻麻将 (§12) has no 包家: with m = 2^(T−1), a self-draw costs each other player 2·m, a win on a
discard costs the discarder 2·m and the other two m each.

>>> print(settle_fan_win(winner=0, tai=3, self_drawn=False, discarder=2, old_dealer=True,
...                      base=1).text("en"))
S other pays (2^(3-1))×2 = 8
W discarder pays (2×2^(3-1))×2 = 16
N other pays (2^(3-1))×2 = 8
E winner receives 8+16+8 = 32
"""

from __future__ import annotations

from dataclasses import dataclass

from .bidding import Bid
from .melds import SEAT_LETTERS, SEAT_NAMES_ZH, SEATS

ROLE_LABELS: dict[str, tuple[str, str]] = {  # role -> (zh, en)
    "bao": ("包家", "bidder"),
    "discarder": ("放冲", "discarder"),
    "other": ("闲家", "other"),  # 包麻将: one of the three who are not 包家
    # 翻麻将 has no 包家, and 闲家 would read "not the dealer" (§12)
    "drawn_on": ("被自摸", "other"),
    "bystander": ("其他家", "other"),
    "winner": ("胡家", "winner"),
}


@dataclass(frozen=True)
class PaymentLine:
    """What one seat pays (``amount`` > 0) or receives (< 0), and how it is worked out."""

    seat: int
    role: str  # "bao", "discarder", "other" or "winner"; in 翻麻将 "drawn_on" or "bystander"
    formula: str  # e.g. "2^1+5×3 = 17" or "(2^1+5×3)×2 = 34"
    amount: int

    def text(self, lang: str = "zh") -> str:
        zh, en = ROLE_LABELS[self.role]
        if lang == "en":
            verb = "receives" if self.role == "winner" else "pays"
            return f"{SEAT_LETTERS[self.seat]} {en} {verb} {self.formula}"
        verb = "收" if self.role == "winner" else "付"
        return f"{SEAT_NAMES_ZH[self.seat]} {zh} {verb} {self.formula}"


@dataclass(frozen=True)
class Settlement:
    """The score changes of a hand, by seat, and the lines that explain them."""

    deltas: tuple[int, int, int, int]  # positive = receives
    lines: tuple[PaymentLine, ...]
    multiplier: int = 1  # base points × 2 in a 老庄 hand; already in every amount
    mode: str = "bao"  # the game whose table gave it: "bao" (§9) or "fan" (§12)

    def text(self, lang: str = "zh") -> str:
        """One line per seat, payers first, then the winner (if any)."""
        return "\n".join(line.text(lang) for line in self.lines)


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"-{-n}"


def payment_scale(base: int, old_dealer: bool) -> int:
    """What every amount is multiplied by: the base points, doubled in a 老庄 hand
    (docs/rules.md §9, §10).

    >>> payment_scale(3, True), payment_scale(1, False)
    (6, 1)
    """
    return base * (2 if old_dealer else 1)


def _scaled(expr: str, value: int, old_dealer: bool, base: int) -> tuple[str, int]:
    """Apply the 老庄 doubling and base points to a bracketed formula.

    >>> _scaled("2^1+5×3", 17, True, 3)
    ('(2^1+5×3)×2×3 = 102', 102)
    """
    factors = ([2] if old_dealer else []) + ([base] if base != 1 else [])
    total = value
    for f in factors:
        total *= f
    if not factors:
        # A bare number needs no "= n" after it.
        return (expr if expr == str(value) else f"{expr} = {value}"), value
    return f"({expr})×" + "×".join(map(str, factors)) + f" = {total}", total


def _check(winner: int | None, bao: int | None, tai: int | None, base: int) -> None:
    for seat in (winner, bao):
        if seat is not None and seat not in SEATS:
            raise ValueError(f"bad seat {seat!r}: seats are 0..3")
    if tai is not None and (not isinstance(tai, int) or tai < 1):
        raise ValueError(f"a winning hand has at least 1 台, got {tai!r}")
    if not isinstance(base, int) or isinstance(base, bool) or base < 1:
        raise ValueError(f"base points must be a positive integer, got {base!r}")


def _finish(lines: list[PaymentLine], multiplier: int, mode: str = "bao") -> Settlement:
    deltas = [0, 0, 0, 0]
    for line in lines:
        deltas[line.seat] -= line.amount
    # A settlement that does not balance is a bug in the table above, never a player's doing.
    if sum(deltas) != 0:
        raise RuntimeError(f"settlement does not sum to zero: {deltas}")
    deltas_t = (deltas[0], deltas[1], deltas[2], deltas[3])
    return Settlement(deltas_t, tuple(lines), multiplier, mode)


def _winner_line(winner: int, payers: list[PaymentLine]) -> PaymentLine:
    """What the winner receives: the payers' amounts added up, what is paid first (a sum
    read "31-8-9", not "-8-9+31", where two of the three receive B from the 包家's side)."""
    amounts = [p.amount for p in payers]
    ordered = [a for a in amounts if a >= 0] + [a for a in amounts if a < 0]
    expr = str(ordered[0]) + "".join(_signed(a) for a in ordered[1:])
    return PaymentLine(winner, "winner", f"{expr} = {sum(amounts)}", -sum(amounts))


def _shares(
    winner: int, bao: int, tai: int, self_drawn: bool, discarder: int | None
) -> dict[int, tuple[str, int, int]]:
    """Each payer's (role, power of 2, multiple of B with its sign) by the §9 table."""
    others = [s for s in SEATS if s != winner]
    if winner == bao and self_drawn:
        return {s: ("other", tai, 1) for s in others}
    if self_drawn:
        return {s: ("bao", tai, 3) if s == bao else ("other", tai, -1) for s in others}
    if winner == bao:
        return {
            s: ("discarder", tai, 1) if s == discarder else ("other", tai - 1, 1) for s in others
        }
    if discarder == bao:
        return {s: ("bao", tai, 3) if s == bao else ("other", tai - 1, -1) for s in others}
    shares = {s: ("other", tai - 1, -1) for s in others}
    shares[bao] = ("bao", tai - 1, 3)
    assert discarder is not None
    shares[discarder] = ("discarder", tai, -1)
    return shares


def settle_win(
    winner: int,
    bao: int,
    bid: Bid,
    tai: int,
    *,
    self_drawn: bool,
    discarder: int | None,
    old_dealer: bool,
    base: int,
) -> Settlement:
    """Settle a win. On 抢杠 pass the robbed player as ``discarder`` with ``self_drawn=False``.

    >>> B2 = Bid.parse("2")
    >>> settle_win(0, 0, B2, 3, self_drawn=False, discarder=2, old_dealer=False, base=1).deltas
    (31, -9, -13, -9)
    >>> settle_win(0, 0, B2, 3, self_drawn=False, discarder=2, old_dealer=True, base=2).deltas
    (124, -36, -52, -36)
    """
    _check(winner, bao, tai, base)
    if self_drawn and discarder is not None:
        raise ValueError("a self-drawn win has no discarder")
    if not self_drawn and (discarder not in SEATS or discarder == winner):
        raise ValueError(
            f"a win on a discard needs a discarder other than the winner, got {discarder!r}"
        )
    b = bid.points
    lines: list[PaymentLine] = []
    for seat, (role, power, times) in sorted(
        _shares(winner, bao, tai, self_drawn, discarder).items()
    ):
        b_part = ("+" if times > 0 else "-") + str(b) + ("×3" if abs(times) == 3 else "")
        formula, amount = _scaled(f"2^{power}{b_part}", 2**power + times * b, old_dealer, base)
        lines.append(PaymentLine(seat, role, formula, amount))
    lines.append(_winner_line(winner, lines))
    return _finish(lines, payment_scale(base, old_dealer))


def settle_drawn(bao: int, bid: Bid, *, old_dealer: bool, base: int) -> Settlement:
    """荒庄: the 包家 pays B to each other player (× 2 in a 老庄 hand, × base points).

    >>> s = settle_drawn(2, Bid.parse("du2"), old_dealer=True, base=1)
    >>> s.deltas
    (20, 20, -60, 20)
    >>> print(s.text("en"))
    W bidder pays (10×3)×2 = 60
    E other pays (-10)×2 = -20
    S other pays (-10)×2 = -20
    N other pays (-10)×2 = -20
    """
    _check(None, bao, None, base)
    b = bid.points
    formula, amount = _scaled(f"{b}×3", 3 * b, old_dealer, base)
    lines = [PaymentLine(bao, "bao", formula, amount)]
    for seat in SEATS:
        if seat != bao:
            formula, amount = _scaled(f"-{b}", -b, old_dealer, base)
            lines.append(PaymentLine(seat, "other", formula, amount))
    return _finish(lines, payment_scale(base, old_dealer))


# --- 翻麻将 (docs/rules.md §12) ---------------------------------------------------------------


def fan_multiplier(tai: int) -> int:
    """m = 2^(T−1): 1 台 = 1, 2 台 = 2, 3 台 = 4 …

    >>> [fan_multiplier(t) for t in (1, 2, 3, 8)]
    [1, 2, 4, 128]
    """
    return 2 ** (tai - 1)


def settle_fan_win(
    winner: int,
    tai: int,
    *,
    self_drawn: bool,
    discarder: int | None,
    old_dealer: bool,
    base: int,
) -> Settlement:
    """Settle a 翻麻将 win (§12): self-drawn (自摸, 杠开), 2·m·b from each other player; on a
    discard, 2·m·b from the discarder and m·b from the other two. On 抢杠 pass the robbed
    player as ``discarder`` with ``self_drawn=False``. ×2 in a 老庄 hand.

    >>> settle_fan_win(1, 1, self_drawn=True, discarder=None, old_dealer=False, base=1).deltas
    (-2, 6, -2, -2)
    >>> settle_fan_win(3, 3, self_drawn=False, discarder=1, old_dealer=False, base=1).deltas
    (-4, -8, -4, 16)
    """
    _check(winner, None, tai, base)
    if self_drawn and discarder is not None:
        raise ValueError("a self-drawn win has no discarder")
    if not self_drawn and (discarder not in SEATS or discarder == winner):
        raise ValueError(
            f"a win on a discard needs a discarder other than the winner, got {discarder!r}"
        )
    m, power = fan_multiplier(tai), f"2^({tai}-1)"
    lines: list[PaymentLine] = []
    for seat in SEATS:
        if seat == winner:
            continue
        if self_drawn or seat == discarder:
            role = "drawn_on" if self_drawn else "discarder"
            formula, amount = _scaled(f"2×{power}", 2 * m, old_dealer, base)
        else:
            role = "bystander"
            formula, amount = _scaled(power, m, old_dealer, base)
        lines.append(PaymentLine(seat, role, formula, amount))
    lines.append(_winner_line(winner, lines))
    return _finish(lines, payment_scale(base, old_dealer), "fan")


def settle_fan_drawn(*, old_dealer: bool, base: int) -> Settlement:
    """荒庄 in 翻麻将 (§12): nobody pays; each seat's line says so.

    >>> s = settle_fan_drawn(old_dealer=True, base=2)
    >>> s.deltas, s.lines[0].text("en")
    ((0, 0, 0, 0), 'E other pays 0')
    """
    _check(None, None, None, base)
    lines = [PaymentLine(seat, "bystander", "0", 0) for seat in SEATS]
    return _finish(lines, payment_scale(base, old_dealer), "fan")


# --- either game -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Stakes:
    """What a hand's payments depend on besides how it ends: the game, the 包家 and its bid
    (包麻将 only), a 老庄 hand, the base points. The engine's hand and the playouts settle
    through it, so the choice between §9's table and §12's is made in one place.

    >>> stakes = Stakes(fan=False, bao=0, bid=Bid.parse("2"), old_dealer=False, base=1)
    >>> stakes.win(1, 1, discarder=None).deltas
    (-17, 11, 3, 3)
    >>> stakes.drawn().deltas
    (-15, 5, 5, 5)
    >>> Stakes(fan=True, bao=None, bid=None, old_dealer=False, base=1).win(3, 3, 1).deltas
    (-4, -8, -4, 16)
    """

    fan: bool
    bao: int | None
    bid: Bid | None
    old_dealer: bool
    base: int

    def win(self, winner: int, tai: int, discarder: int | None) -> Settlement:
        """A win: self-drawn when ``discarder`` is None; on 抢杠 the robbed player is the
        ``discarder``."""
        self_drawn, old, base = discarder is None, self.old_dealer, self.base
        if self.fan:
            return settle_fan_win(
                winner, tai, self_drawn=self_drawn, discarder=discarder, old_dealer=old, base=base
            )
        bao, bid = self._bao()
        return settle_win(
            winner, bao, bid, tai,
            self_drawn=self_drawn, discarder=discarder, old_dealer=old, base=base,
        )  # fmt: skip

    def drawn(self) -> Settlement:
        """A drawn hand (荒庄)."""
        if self.fan:
            return settle_fan_drawn(old_dealer=self.old_dealer, base=self.base)
        bao, bid = self._bao()
        return settle_drawn(bao, bid, old_dealer=self.old_dealer, base=self.base)

    def _bao(self) -> tuple[int, Bid]:
        if self.bao is None or self.bid is None:
            raise ValueError("a 包麻将 hand is settled only once it has a 包家 and a bid")
        return self.bao, self.bid
