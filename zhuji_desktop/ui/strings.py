"""Every string the player sees, in one place, ready for Qt's translation machinery.

Each constant of :class:`T` is a :class:`Tr`: its source text is Chinese, and reading it returns
``QCoreApplication.translate("T", source)``, so once a ``QTranslator`` is installed the whole UI
switches language. :func:`sources` lists every source text (for writing a ``.ts`` file).
Texts with fields are ``str.format`` templates; the helpers below fill them in.

Names the engine owns (tile names, 台 item labels, payment roles) are fetched here too, through
:data:`LANG`, so that the rest of the UI never picks a language itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import tiles
from ..engine.settlement import ROLE_LABELS
from ..engine.tai import label as tai_label_of

CONTEXT = "T"
LANG = "zh"  # the language of engine-provided labels ("zh" or "en")


class Tr:
    """A translatable text: reads as its translation (the source text until one is loaded)."""

    def __init__(self, source: str) -> None:
        self.source = source

    def __get__(self, obj: object, owner: type | None = None) -> str:
        return QCoreApplication.translate(CONTEXT, self.source)


class T:
    """The UI's texts. ``T.CHOW`` → ``"吃"`` (translated when a translation is loaded)."""

    APP_TITLE = Tr("诸暨包麻将")
    WINDS = Tr("东南西北")

    # seat plates
    HUMAN_NAME = Tr("你")
    COMPUTER_NAME = Tr("电脑{n}")
    SCORE = Tr("{score} 分")
    DEALER = Tr("庄")
    BAO = Tr("包 {bid}")
    OLD_DEALER = Tr("老庄")
    BUBBLE_BID = Tr("包{bid}")
    BUBBLE_PASS = Tr("不包")

    # centre of the table
    WILDS = Tr("财神")
    NO_WILDS = Tr("无财神")
    TILES_LEFT = Tr("余 {n} 张")
    RESERVE = Tr("留 {n} 张")
    HAND_NUMBER = Tr("第 {n} 局")

    # action buttons
    CHOW = Tr("吃")
    PUNG = Tr("碰")
    KONG = Tr("杠")
    EXPOSED_KONG = Tr("明杠")
    CONCEALED_KONG = Tr("暗杠")
    ADDED_KONG = Tr("补杠")
    WIN = Tr("胡")
    SELF_DRAWN_WIN = Tr("自摸")
    ROB_WIN = Tr("抢杠")
    PASS = Tr("过")
    BUTTON_KEY = Tr("{label} {key}")
    KEY_SPACE = Tr("空格")

    # prompts (status line)
    PROMPT_DISCARD = Tr("请出牌：点一张牌打出")
    PROMPT_CLAIM = Tr("{tile}：可以{verbs}，或按“过”")
    PROMPT_CHOOSE = Tr("选择{verb}的组合：鼠标移到候选上查看，点击选定；Esc 取消")
    PROMPT_BID = Tr("请包牌或不包")
    PROMPT_WILDS = Tr("请定财神")
    PROMPT_WAIT = Tr("等待 {name} …")
    PROMPT_DEMO = Tr("演示：四家电脑对局")
    VERB_SEPARATOR = Tr("、")

    # bidding panel
    BID_TITLE = Tr("包牌")
    BID_HIGH = Tr("最高：{wind} {name} 包 {bid}")
    BID_NONE = Tr("还没有人包")
    BID_PASS = Tr("不包")
    BID_HINT = Tr("N台：两种财神 · 独N台：一种 · 无财N台：无财神")

    # wild choice
    WILD_TITLE = Tr("定财神（{bid}）")
    WILD_FROM_HAND = Tr("从手牌中选")
    WILD_ALL_KINDS = Tr("全部牌种")
    WILD_PREVIEW = Tr("财神将是：")
    WILD_CONFIRM = Tr("确定")

    # end of hand
    RESULT_SELF_DRAWN = Tr("{wind} {name} 自摸")
    RESULT_WIN = Tr("{wind} {name} 胡牌，{dwind} {dname} 放冲")
    RESULT_ROBBED = Tr("{wind} {name} 抢杠胡，{dwind} {dname} 被抢")
    RESULT_DRAWN = Tr("荒庄：包家 {wind} {name} 赔付")
    TAI_ITEM = Tr("{label} {tai}台")
    TAI_TOTAL = Tr("{items} = {tai}台")
    TAI_SEPARATOR = Tr(" · ")
    RESULT_PAYMENTS = Tr("付款")
    RESULT_TOTALS = Tr("总分")
    RESULT_DELTA = Tr("{delta:+d}")
    RESULT_PAYS = Tr("付")
    RESULT_RECEIVES = Tr("收")
    RESULT_OLD_DEALER = Tr("老庄：加倍")
    NEXT_HAND = Tr("下一局")
    MATCH_OVER = Tr("本场结束：最终排名")
    STANDING = Tr("第{rank}名　{name}　{score} 分")
    NEW_MATCH = Tr("再来一场")


def sources() -> list[str]:
    """Every translatable source text, in definition order (for a ``.ts`` file)."""
    return [v.source for v in vars(T).values() if isinstance(v, Tr)]


def wind(seat: int) -> str:
    """The wind of a seat (0 = 东, the dealer)."""
    return T.WINDS[seat]


def tile_name(kind: int) -> str:
    return tiles.name(kind, LANG)


def tai_label(key: str) -> str:
    return tai_label_of(key, LANG)


def role_label(role: str) -> str:
    zh, en = ROLE_LABELS[role]
    return en if LANG == "en" else zh


def player_name(player: int, human: bool) -> str:
    """The display name of a match player (0..3)."""
    return T.HUMAN_NAME if human else T.COMPUTER_NAME.format(n=player)


def bid_text(bid: object) -> str:
    """A bid as shown: ``独3台`` (the engine's ``str(Bid)``)."""
    return str(bid)
