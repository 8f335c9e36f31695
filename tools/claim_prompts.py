#!/usr/bin/env python3
"""Count the claim prompts a person is shown over one solo hand (issue 13's measure).

Plays the first hand of a match in the real window (offscreen), the person at East against
three normal computer players. The person passes every bid, names the kind that puts the
most wilds in the hand if all pass, discards what the hard computer player suggests, takes
a self-drawn win, and declines every claim. By default the first seed from ``--seed`` on is
used whose hand leaves the person holding exactly ``--wilds`` wild tiles once play begins.
Prints the seed, the claim windows in which the person could claim, and how many of them
were shown as a prompt (the rest were passed by the table at once).

Declining a prompt and the table passing are the same move, so the hand goes exactly the same
way whatever the setting: only the prompts differ. The script uses only what both the old
and the new table have, so it measures the change when run on either::

    QT_QPA_PLATFORM=offscreen python tools/claim_prompts.py             # this checkout
    QT_QPA_PLATFORM=offscreen python tools/claim_prompts.py --claims all
    cd <an older checkout> && QT_QPA_PLATFORM=offscreen python <this file>
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import fields

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.getcwd())  # the checkout it is run from

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from zhuji_desktop.ai.registry import make_player
from zhuji_desktop.engine.actions import Action, Verb
from zhuji_desktop.engine.match import Match
from zhuji_desktop.engine.rules import RuleSet
from zhuji_desktop.engine.state import HandState
from zhuji_desktop.engine.tiles import successor


def wild_choice(hand: list[int], legal: list[Action], kinds: int) -> Action:
    """The wild kind that puts the most wilds in ``hand`` (``kinds``: wild kinds per name)."""

    def held(action: Action) -> tuple[int, int]:
        named = [action.tile, successor(action.tile)][:kinds]
        return sum(t in named for t in hand), -action.tile

    return max((a for a in legal if a.verb is Verb.WILD), key=held)


def person_policy(view, legal: list[Action], advisor) -> Action:
    """What the scripted person does (declining claims is done by the caller)."""
    by_verb = {a.verb: a for a in legal}
    if view.phase == "bidding":
        return by_verb[Verb.PASS]
    if view.phase == "wilds":
        return wild_choice(list(view.hand), legal, view.bid.wild_kinds)
    if Verb.WIN in by_verb:
        return by_verb[Verb.WIN]
    discards = [a for a in legal if a.verb is Verb.DISCARD]
    action, _ = advisor.suggest(view, discards)
    return action


def wilds_at_play(seed: int) -> int:
    """The wild tiles the person (East, player 0) holds when play begins in ``seed``'s
    first hand, the computers playing as in the window."""
    from zhuji_desktop.ui.model.session import players_for
    from zhuji_desktop.ui.model.settings import default_seats

    match = Match(RuleSet(), seed)
    players = players_for(default_seats(), seed)
    advisor = make_player("hard", 20240)
    state = match.state
    while state.phase.value in ("bidding", "wilds"):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        player = players.get(match.player_at(seat))
        view = match.view(seat)
        action = player.decide(view, legal) if player else person_policy(view, legal, advisor)
        match.apply(action)
    return sum(t in state.wild_kinds for t in state.hands[match.seat_of(0)])


def count_prompts(seed: int, claims: str | None) -> tuple[int, int]:
    """(claim windows the person could claim in, prompts shown) over ``seed``'s first hand."""
    from zhuji_desktop.ui.main_window import MainWindow
    from zhuji_desktop.ui.model.settings import Settings

    app = QApplication.instance() or QApplication([])
    options = {"hints": False, "sound_muted": True, "animation_speed": "off"}
    if claims is not None:
        if "claims" not in {f.name for f in fields(Settings)}:
            sys.exit("this checkout has no claims setting: run without --claims")
        options["claims"] = claims
    window = MainWindow(seed=seed, delay_ms=0, settings=Settings(**options))
    window.show()
    advisor = make_player("hard", 20240)
    shown: set[int] = set()  # claim windows (by discard number) shown to the person

    def act(redraw) -> None:
        controller = window.controller
        offer = redraw.input
        if offer is None or not offer.legal:
            return
        state = controller.match.state
        seat = controller.match.seat_of(0)
        if state.step is not None and state.step.value in ("claim", "rob"):
            shown.add(len(state.discard_order))
            action = next(a for a in offer.legal if a.verb is Verb.PASS)
        else:
            action = person_policy(controller.match.view(seat), list(offer.legal), advisor)
        QTimer.singleShot(0, lambda: window.game.submit(action))

    window.game.redraw.connect(act)
    window.game.hand_over.connect(lambda *_: app.quit())
    match = Match(RuleSet(), seed)
    window.start_match(match)
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    if not match.hand_over():
        sys.exit(f"seed {seed}: the hand did not end")
    window.game.stop()
    return claim_windows(match, match.seat_of(0)), len(shown)


def claim_windows(match: Match, seat: int) -> int:
    """The claim windows of ``match``'s hand in which ``seat`` could claim (replayed)."""
    state = HandState.deal(match.seeds[0], match.rules)
    windows = set()
    for action in match.state.actions:
        step = state.step.value if state.step is not None else None
        if step in ("claim", "rob") and seat in state.to_act():
            windows.add(len(state.discard_order))
        state.apply(action)
    return len(windows)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=1, help="the first seed to try (default 1)")
    p.add_argument("--wilds", type=int, default=2, help="wild tiles the person must hold")
    p.add_argument("--exact", action="store_true", help="use --seed as it is (no search)")
    p.add_argument("--claims", choices=("worth", "all"), help="Settings.claims (new table)")
    args = p.parse_args()
    seed = args.seed
    if not args.exact:
        while wilds_at_play(seed) != args.wilds:
            seed += 1
    windows, prompts = count_prompts(seed, args.claims)
    held = wilds_at_play(seed)
    print(f"seed {seed}: the person holds {held} wilds; could claim in {windows} claim windows;")
    print(f"claim prompts shown: {prompts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
