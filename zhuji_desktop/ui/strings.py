"""Every string the player sees, in one place, ready for Qt's translation machinery.

Each constant of :class:`T` is a :class:`Tr`: its source text is Chinese, and reading it returns
``QCoreApplication.translate("T", source)``, so once a ``QTranslator`` is installed the whole UI
switches language. :func:`sources` lists every source text (for writing a ``.ts`` file).
Texts with fields are ``str.format`` templates; the helpers below fill them in.

Names the engine owns (tile names, 台 item labels, payment roles) are fetched here too, through
:data:`LANG`, so that the rest of the UI never picks a language itself.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QTranslator

from .. import safe_files, storage
from ..engine import tiles
from ..engine.bidding import Bid
from ..engine.rules import RuleSet
from ..engine.settlement import ROLE_LABELS, PaymentLine
from ..engine.tai import TaiItem
from ..engine.tai import label as tai_label_of
from ..resources import resource_path
from ..safe_files import Note
from .qm_files import QM_FILES, load_translation

log = logging.getLogger(__name__)

CONTEXT = "T"  # the translation context of every text below (tools/make_translations.py)
LANG = "zh"  # the language of engine-provided labels ("zh" or "en")


class Tr:
    """A translatable text: reads as its translation (the source text until one is loaded)."""

    def __init__(self, source: str) -> None:
        self.source = source

    def __get__(self, obj: object, owner: type | None = None) -> str:
        return QCoreApplication.translate(CONTEXT, self.source)


class Counted(str):
    """A counted text as read: ``format(n=1)`` uses the text of one (English says "1 tile
    left", not "1 tiles left"); any other ``n`` the text of many, which this string is."""

    one: str

    def __new__(cls, many: str, one: str) -> Counted:
        obj = super().__new__(cls, many)
        obj.one = one
        return obj

    def format(self, *args: object, **kwargs: object) -> str:
        if kwargs.get("n") == 1:
            return self.one.format(*args, **kwargs)
        return str.format(self, *args, **kwargs)


class TrN(Tr):
    """A translatable text with a count ``{n}`` and its own source for a count of one
    (the same Chinese with the figure written in: ``TrN("余 {n} 张", "余 1 张")``)."""

    def __init__(self, source: str, one: str) -> None:
        super().__init__(source)
        self.one = one

    def __get__(self, obj: object, owner: type | None = None) -> Counted:
        return Counted(
            QCoreApplication.translate(CONTEXT, self.source),
            QCoreApplication.translate(CONTEXT, self.one),
        )


class T:
    """The UI's texts. ``T.CHOW`` → ``"吃"`` (translated when a translation is loaded)."""

    APP_TITLE = Tr("诸暨包麻将")
    WINDS = Tr("东南西北")  # one character each: the plates and the centre of the table
    # seats as seats (a wind alone reads like the tile)
    SEAT_EAST = Tr("东家")
    SEAT_SOUTH = Tr("南家")
    SEAT_WEST = Tr("西家")
    SEAT_NORTH = Tr("北家")
    SEAT_WHO = Tr("{seat}（{name}）")

    # seat plates
    HUMAN_NAME = Tr("你")
    COMPUTER_NAME = Tr("电脑{n}")
    SCORE = Tr("{score} 分")
    DEALER = Tr("庄")
    BAO = Tr("包 {bid}")
    OLD_DEALER = Tr("老庄")
    OLD_DEALER_TIP = Tr("老庄：庄家连庄，这一局的付分全部加倍")
    BUBBLE_BID = Tr("包{bid}")
    BUBBLE_PASS = Tr("不包")
    THINKING = Tr("思考中")

    # centre of the table
    WILDS = Tr("财神")
    NO_WILDS = Tr("无财神")
    TILES_LEFT = TrN("余 {n} 张", "余 1 张")
    RESERVE = Tr("留 {n} 张")
    WALL_RESERVE_TIP = TrN(
        "牌墙。黄色的 {n} 张是留牌，不摸：只剩留牌时还没人胡，就荒庄",
        "牌墙。黄色的 1 张是留牌，不摸：只剩留牌时还没人胡，就荒庄",
    )
    HAND_NUMBER = Tr("第 {n} 局")
    HAND_NUMBER_GAME = Tr("{game} · 第 {n} 局")  # 翻麻将 · 第 1 局
    INDICATOR = Tr("翻牌")  # the tile turned over to name the wilds
    INDICATOR_TILE = Tr("翻牌 {tile}")

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
    # a person's claim on a discard that another seat's claim beat (rules §6's order)
    CLAIM_BEATEN = Tr("{who}{theirs}了这张牌（比你优先），你的{mine}没成")
    BUTTON_KEY = Tr("{label} {key}")
    KEY_SPACE = Tr("空格")
    KEY_ENTER = Tr("回车")

    # prompts (status line)
    PROMPT_DISCARD = Tr("请出牌：点一张牌打出（或用 ← → 选、回车打出）")
    PROMPT_SELF_DRAW = Tr("可以自摸：按“自摸”（H）；或点一张牌打出")
    PROMPT_SELF_DRAW_OR_KONG = Tr("可以自摸：按“自摸”（H）；也可以杠（K），或点一张牌打出")
    # a player saw only "click a tile" beside a 暗杠 button
    PROMPT_KONG_OR_DISCARD = Tr("可以杠（K），或点一张牌打出（或用 ← → 选、回车打出）")
    PROMPT_DISCARD_BANNED = Tr(
        "请出牌：吃后不能打{tiles}（灰的牌）；点另一张牌打出（或用 ← → 选、回车打出）"
    )
    PROMPT_CLAIM = Tr("{seat}打出{tile}：可以{verbs}，或按“过”")
    PROMPT_ROB = Tr("{seat}补杠{tile}：可以{verbs}，或按“过”")
    PROMPT_LOOK = Tr("{seat}打出{tile}：你不能吃、碰、杠或胡，请按“继续”")
    PROMPT_LOOK_PASSED = Tr("{seat}打出{tile}：你可以{verbs}，已按“{why}”替你“过”，请按“继续”")
    SETTING_CHOICE = Tr("{setting}：{choice}")  # a setting and its choice, as the settings say
    PROMPT_CHOOSE = Tr(
        "选择{meld}：鼠标移到候选上查看，点击选定，Esc 取消（或用 ← → 选，回车或再按 {key} 定）"
    )
    # what ``PROMPT_CHOOSE`` chooses, as words of a sentence ("Choose a chow", not "Choose
    # the Chow", the button's label)
    CHOOSE_CHOW = Tr("吃的组合")
    CHOOSE_PUNG = Tr("碰的组合")
    CHOOSE_KONG = Tr("杠的组合")
    CHOOSE_EXPOSED_KONG = Tr("明杠的组合")
    CHOOSE_CONCEALED_KONG = Tr("暗杠的组合")
    CHOOSE_ADDED_KONG = Tr("补杠的组合")
    PROMPT_BID = Tr("请包牌或不包（或用 ← → ↑ ↓ 选、回车确定）")
    PROMPT_WILDS = Tr("请定财神（或用 ← → 在手牌里选、↑ ↓ 选任一种，回车确定）")
    PROMPT_WAIT = Tr("等待{name}……")
    PROMPT_DEMO = Tr("演示：四家电脑对局")
    VERB_SEPARATOR = Tr("、")

    # bidding panel
    BID_TITLE = Tr("包牌")
    BID_HIGH = Tr("最高：{who} 包 {bid}")
    BID_NONE = Tr("还没有人包")
    # what passing does under §4's "if all four pass, the dealer is 包家 at 2台": for the
    # dealer, who speaks first, and for the last to speak after three passes (a player read
    # "no bids yet" there, with nothing said of the dealer's 2台)
    BID_NONE_DEALER = Tr("还没有人包；四家都不包则你（庄家）包2台")
    BID_NONE_LAST = Tr("三家都不包：你也不包则庄家包2台")
    BID_PASS = Tr("不包")
    PLATE_BIDS_SAID = Tr("包牌时：{said}")  # a plate's tooltip: the seat's bids, or 不包
    BID_HINT = Tr("N台：两种财神 · 独N台：一种 · 无财N台：无财神")
    # a new player saw the ladder and nothing on what a bid commits them to
    BID_STAKE = Tr("包家要够 N 台才能胡，输赢都加包牌分（鼠标停在按钮上可看详情）")
    BID_TIP = Tr(
        "{bid}：胡牌至少要 {n} 台；{wilds}。包牌分 B = {b}：你胡，另三家各多付 {b}；"
        "别人胡或荒庄，你多付 3B = {b3}。"
    )
    BID_TIP_TWO = Tr("两种财神（8 张）")
    BID_TIP_ONE = Tr("一种财神（4 张）")
    BID_TIP_NONE = Tr("没有财神")

    # wild choice
    WILD_TITLE = Tr("定财神（{bid}）")
    WILD_FROM_HAND = Tr("从手牌中选")
    WILD_ALL_KINDS = Tr("从全部牌中选")
    WILD_PREVIEW = Tr("财神将是：")
    WILD_CONFIRM = Tr("确定")
    WILD_CAPTION = Tr("财×{n}\n{state}")
    WILD_EFFECT = TrN("这手牌将有 {n} 张财神，{state}", "这手牌将有 1 张财神，{state}")

    # end of hand
    RESULT_SELF_DRAWN = Tr("{who}自摸")
    RESULT_WIN = Tr("{who}胡牌，{dwho}放冲")
    RESULT_ROBBED = Tr("{who}抢杠胡，{dwho}被抢")
    RESULT_DRAWN = Tr("荒庄：包家{who}赔付")
    TAI_ITEM = Tr("{label} {tai}台")
    TAI_TOTAL = Tr("{items} = {tai}台")
    TAI_SEPARATOR = Tr(" · ")
    TILE_TIP_WILD = Tr("{tile}（财神）")  # a wild tile's tooltip on the table
    TILE_SEPARATOR = Tr(" ")  # between tile names (English names are several words)
    RESULT_PAYMENTS = Tr("付分")
    RESULT_TOTALS = Tr("总分")
    RESULT_DELTA = Tr("{delta:+d}")
    RESULT_PAYS = Tr("付 {n}")
    RESULT_RECEIVES = Tr("收 {n}")
    RESULT_FOLD = Tr("收起 ▴")
    RESULT_UNFOLD = Tr("展开 ▾")
    RESULT_FOLD_KEYS = Tr("收起或展开（空格；↑ 收起，↓ 展开），看得见后面的牌")
    RESULT_MOVE_TIP = Tr("按住标题拖动，可把结果移开看牌桌")
    RESULT_OLD_DEALER = Tr("老庄：加倍")
    # "-" as in the payment lines; a tester read m = 2^(1-1) without knowing what m was
    RESULT_FAN_HEAD = Tr(
        "翻麻将 {tai}台：2^n 是 n 个 2 相乘；每笔付分都是 m 的倍数，m = 2^({tai}-1) = {m}"
    )
    # what the payment lines' letters stand for (a tester could not read 2^2+5×3)
    # a tester saw 2^0 and 2^1 beside "n from the winner's 1 tai": say who pays on which power
    RESULT_BAO_KEY_SELF = Tr(
        "算式：2^n 是 n 个 2 相乘；自摸 {tai} 台，各家按 2^{tai} 算；{b} 是包牌分"
    )
    RESULT_BAO_KEY_DISCARD = Tr(
        "算式：2^n 是 n 个 2 相乘；胡家 {tai} 台，放冲的一家按 2^{tai} 算，另两家按 2^{lower} 算；"
        "{b} 是包牌分"
    )
    RESULT_BAO_KEY_THREE = Tr("，包家那一行 ×3：三家各一份")
    RESULT_BAO_KEY_DRAWN = Tr("包家付给每家包牌分 {b}")  # (the title says 荒庄 already)
    RESULT_KEY_MULTIPLIER = Tr("；×{k}：{why}")
    RESULT_KEY_OLD_DEALER = Tr("老庄加倍")
    ROLE_ALSO_BAO = Tr("{role}（{bao}）")  # the 包家 in another role: 胡家（包家）, 被抢杠（包家）
    # the title says 南家被抢: its line said 放冲 (it pays as the discarder, §9, §12)
    ROLE_ROBBED = Tr("被抢杠")
    RESULT_KEY_BASE = Tr("基础分 {n}")
    RESULT_KEY_AND = Tr("{a}，{b}")
    RESULT_FAN_DRAWN = Tr("荒庄，不付分")
    RESULT_FAN_DEALER_AGAIN = Tr("庄家连庄：下一局是老庄，付分加倍")
    NEXT_HAND = Tr("下一局")
    RESULT_WINNING_TILE = Tr("胡的牌")
    RESULT_WILDS_AS = Tr("财神当作：{tiles}")
    SEE_STANDINGS = Tr("最终排名")
    MATCH_OVER = Tr("本场结束：最终排名")
    STANDING_RANK = Tr("第{rank}名")
    NEW_MATCH = Tr("再来一场")
    # bids as shown (the engine's str(Bid) is Chinese only)
    BID_LEVEL = Tr("{n}台")
    BID_LEVEL_DU = Tr("独{n}台")
    BID_LEVEL_WUCAI = Tr("无财{n}台")

    # --- settings dialog -------------------------------------------------------------------
    SETTINGS_TITLE = Tr("设置")
    SETTINGS_GENERAL = Tr("常规")
    SETTINGS_PLAY = Tr("提示与吃碰")
    SETTINGS_RULES = Tr("默认规则")
    SETTINGS_RULES_NOTE = Tr("新开的对局使用这些规则。")
    SET_LANGUAGE = Tr("语言")
    LANGUAGE_SYSTEM = Tr("跟随系统")
    LANGUAGE_ZH = Tr("中文")
    LANGUAGE_EN = Tr("英文（English）")
    SET_LANGUAGE_NOTE = Tr("按“确定”后立即生效，不用重新启动。")
    SET_TIMER_NOTE = Tr(
        "时间到时：能吃碰杠时算“过”（能胡就胡），包牌时算“不包”；该你出牌或定财神时由电脑托管，"
        "点“托管”收回。"
    )
    SET_ANIMATION = Tr("动画速度")
    SET_ANIMATION_NOTE = Tr("摸牌、出牌、吃碰时牌移动的快慢；选“关闭”，牌直接到位。")
    SET_GROUP_LOOK = Tr("界面")
    SET_GROUP_PACE = Tr("节奏")
    SET_GROUP_FILES = Tr("存档与记录")
    SET_FOLDER = Tr("数据文件夹")
    SET_FOLDER_NOTE = Tr("自动存档、对局记录和日志都放在这里。")
    SET_OPEN_FOLDER = Tr("打开文件夹")
    SET_OPEN_FOLDER_FAILED = Tr("系统没能打开它：请按上面的路径自己打开。")
    SPEED_OFF = Tr("关闭")
    SPEED_SLOW = Tr("慢")
    SPEED_NORMAL = Tr("正常")
    SPEED_FAST = Tr("快")
    SET_SOUND = Tr("声音")
    SET_MUTE = Tr("静音")
    SET_VOLUME = Tr("音量")
    SET_AI_DELAY = Tr("电脑出牌间隔")
    SET_AI_DELAY_NOTE = Tr("电脑每走一步后停顿的时间，好让你看清它打了什么；0 为不停顿。")
    UNIT_MS = Tr(" 毫秒")
    SET_HINTS = Tr("显示提示")
    SET_HINTS_NOTE = Tr("窗口宽度不到 1240 像素时，提示栏默认收起（按 F2 打开）。")
    SET_ADVICE = Tr("建议来自")
    ADVICE_HARD = Tr("困难（即时）")
    ADVICE_EXPERT = Tr("专家（模拟牌局，稍慢）")
    SET_ADVICE_NOTE = Tr(
        "困难：建议即时给出。专家：在后台推演，牌桌照常进行；推演完成前，提示栏显示“专家思考中”。"
    )
    SET_CLAIMS = Tr("吃碰杠询问")
    CLAIMS_WORTH = Tr("只问值得的")
    CLAIMS_ALL = Tr("每次都问")
    SET_CLAIMS_NOTE = Tr(
        "“只问值得的”：能胡、正碰、正杠（不用财神）总是询问；吃，以及用财神的碰和杠，"
        "只在它让手牌更接近听牌（向听数变少，与提示栏同一个算法）、并且之后仍能凑够起胡台数时"
        "才询问，其余的自动“过”（多人同屏“依次询问”时，反正每人都看，能吃碰杠的都问）。"
        "牌桌右上角的“本局只胡”可让本局只在能胡时询问。"
    )
    SET_HOTSEAT = Tr("多人同屏时")
    HOTSEAT_WIN = Tr("只胡（自动）")
    HOTSEAT_ALL = Tr("每次打牌后依次询问每个人")
    SET_HOTSEAT_NOTE = Tr(
        "几个人轮流用一台电脑时，遮挡画面若只为能吃碰的人落下，别人就知道了他的牌。"
        "“只胡”：玩家不吃、不碰、不杠别人打的牌（自己的暗杠、补杠照常），能胡时自动胡，"
        "画面只在轮到谁出牌、包牌或定财神时遮挡。"
        "“依次询问”：每次有人打牌，其余每个人按座位顺序就座看一眼（下家最后，看完接着摸牌），"
        "能吃碰杠胡的看到按钮，"
        "不能的按“继续”；牌桌停在打牌的那一刻，谁都看不出别人能不能吃碰。"
        "这样画面遮挡要多得多（三个人时一局常有一百次上下）。"
    )
    SET_TURN_TIMER = Tr("每步限时")
    UNIT_S = Tr(" 秒")
    NO_TIMER = Tr("不限时")
    SET_OK = Tr("确定")
    SET_DEFAULTS = Tr("恢复默认")

    # --- around the table: new game, hot-seat, 托管, saves, crashes, menus ---------------
    PLAYER_NAME = Tr("玩家{n}")
    # new game dialog
    NEW_GAME = Tr("新游戏")
    NEW_GAME_PLAYERS = Tr("座位")
    NEW_GAME_SEAT = Tr("{wind}家")
    NEW_GAME_FIRST_DEALER = Tr("第一局的庄家")
    KIND_HUMAN = Tr("真人")
    KIND_EASY = Tr("电脑·简单")
    KIND_NORMAL = Tr("电脑·普通")
    KIND_HARD = Tr("电脑·困难")
    KIND_EXPERT = Tr("电脑·专家")
    # a computer's level on its plate, after the score ("20 分 · 专家")
    LEVEL_EASY = Tr("简单")
    LEVEL_NORMAL = Tr("普通")
    LEVEL_HARD = Tr("困难")
    LEVEL_EXPERT = Tr("专家")
    NAME_HINT = Tr("名字（可不填）")
    NAME_LIMIT = Tr("名字可不填，最多 {n} 个字")
    NEW_GAME_MATCH = Tr("对局")
    MATCH_LENGTH = Tr("局数")
    MATCH_ONE_ROUND = Tr("一圈")
    MATCH_HANDS = Tr("{n} 局")
    BASE_POINTS = Tr("基础分")
    SEED = Tr("牌局编号")  # the seed: a family did not know the word 种子
    SEED_HINT = Tr("不填则随机；填同一个数字可重打同样的牌")
    SEED_RANDOM = Tr("随机")
    NEW_GAME_RULES = Tr("规则选项")
    START = Tr("开始")
    START_ENDING_MATCH = Tr("结束当前对局，开始")
    NEW_GAME_HOTSEAT_WINS_ONLY = Tr(
        "多人同屏：按现在的设置，玩家只能胡牌，不能吃、碰、杠别人打的牌（{where}）。"
    )  # where: the settings' path
    NEW_GAME_ENDS_MATCH = Tr("开始新对局，正在进行的对局就结束了（打完的局留在历史里）。")
    CANCEL = Tr("取消")
    RULE_MODE = Tr("玩法")
    MODE_BAO = Tr("包麻将")
    MODE_FAN = Tr("翻麻将")
    RULE_FAN_WILD_KINDS = Tr("翻麻将财神种数")
    GAME_BAO_LINE = Tr("先包牌叫台数，包家定财神")
    GAME_FAN_LINE = Tr("不包牌，翻一张牌定财神，每多1台付分翻倍")
    RULE_WILD_SELECTION = Tr("定财神")
    WILD_BY_BIDDER = Tr("包家指定")
    WILD_BY_FLIP = Tr("翻牌")
    RULE_DISCARDED_WILD = Tr("打出的财神可以吃碰杠胡")
    RULE_NO_SWAP = Tr("吃后不能换打")
    RULE_SEAT_WIND = Tr("门风刻算台")
    RULE_ALL_HONOURS = Tr("全字牌台数")
    RULE_NO_WILD_TAI = Tr("无财牌局也算无财")
    RULE_DRAW_RESERVE = Tr("留牌张数")
    RULE_TOP_LEVEL = Tr("最高包台数")
    # start dialog (an autosave exists)
    START_TITLE = Tr("继续上次的对局？")
    START_SAVED = Tr("上次的对局停在第 {hand} 局：{players}")
    START_GAME = Tr("玩法：{game}")
    START_AT_BIDDING = Tr("这一局正在叫包")
    START_AT_WILDS = Tr("{name}包{bid}，正在定财神")
    START_AT_END = Tr("这一局已打完，还没进入下一局")
    # the tiles that may still be drawn, as the table counts them (snapshot.wall_counts)
    START_AT_PLAY = TrN("{name}包{bid}，余 {n} 张", "{name}包{bid}，余 1 张")
    START_WALL = TrN("余 {n} 张可摸", "余 1 张可摸")
    CONTINUE = Tr("继续")
    # hot-seat curtain
    CURTAIN = Tr("请{who}就座——点击或按回车继续")
    CURTAIN_NOTE = Tr("其他玩家请不要看屏幕")
    # the first claim the table passes for a person as not worth asking, once a match (a
    # player from Zhuji missed a chow passed without a word)
    NOTE_PASSED = Tr("{seat}打出{tile}，你可以{verbs}：已按“{why}”替你过（{where}）")
    MENU_PATH = Tr("{menu} → {item}")  # where a setting is: 设置 → 提示与吃碰
    WIN_TAKEN = Tr("{who}能胡，已按设置自动胡牌")  # hot-seat "wins only": nobody was asked
    CURTAIN_RECAP_SINCE = Tr("你上次出手之后：")
    CURTAIN_RECAP_LOOKED = Tr("你上次看牌之后：")
    CURTAIN_RECAP_HAND = Tr("本局到现在：")
    CURTAIN_RECAP_OWN = Tr("你刚才：")
    PROMPT_WAIT_OTHERS = Tr("等待其他玩家……")
    # 托管 and the turn timer
    AUTO_PLAY = Tr("托管")
    WIN_ONLY = Tr("本局只胡")
    WIN_ONLY_TIP = Tr("本局余下的时间只在能胡时询问；吃、碰、杠一律自动“过”（下一局恢复）")
    PROMPT_AUTO = Tr("托管中：电脑替你出牌")
    AUTO_TIP = Tr("电脑替你打，直到再按一次（{key}）或按“下一局”")
    TAKE_BACK = Tr("悔牌")
    FULL_SCREEN = Tr("全屏")
    TAKE_BACK_TIP = Tr(
        "收回你上一步打出的牌、叫的包或定的财神，连同之后各家的动作（{key}；一人对电脑时，本局结束前）"
    )
    TAKEN_BACK = Tr("已悔牌：{tile}回到你手里，重新出牌")
    TAKEN_BACK_BID = Tr("已悔牌：收回“{bid}”，重新叫包")
    TAKEN_BACK_WILDS = Tr("已悔牌：收回“定{tile}为财神”，重新定财神")
    TAKEN_BACK_MELDS = Tr("（其后你的{melds}也退回了）")
    TIMER_LEFT = Tr("剩 {s} 秒")
    # saves
    SAVING_OFF = Tr("存档已停止：{reason}")
    REASON_SEPARATOR = Tr("；")  # between the reasons saving stopped
    NO_CHINESE_FONT = Tr(
        "这台电脑上没有能显示中文的字体，游戏改用英文显示。"
        "装上中文字体（例如 fonts-wqy-microhei）后即可用中文。"
    )
    NO_ENGLISH = Tr(
        "The English translation of the game is damaged, so it is shown in Chinese; "
        "installing the game again repairs it. "
        "英文翻译文件已损坏，游戏用中文显示；重新安装游戏即可修复。"
    )
    SETTINGS_NOT_SAVED = Tr("设置没能写入 {file}：改动这次有效，下次启动时不会保留。")
    FOLDER_IN_USE = Tr("另一个游戏窗口正在使用数据文件夹 {folder}，这个窗口不存档")
    START_NOTES_TITLE = Tr("启动时的发现")
    START_NOTES = Tr("启动时发现了以下情况（游戏可以照常进行）：")
    # what the start found and did with a file (``safe_files.Note``'s templates, same fields)
    NOTE_LINK_MOVED = Tr("{name} 原是指向 {target} 的链接，链接已移到 {moved}")
    NOTE_LINK_STUCK = Tr("{name} 是游戏不会写入的链接，无法移开（{error}）")
    NOTE_NOT_A_FILE_MOVED = Tr("{name} 不是文件，已移到 {moved}")
    NOTE_AUTOSAVE_NOT_A_FILE = Tr("存档 {name} 不是文件，里面没有可继续的对局；它已移到 {moved}")
    NOTE_NOT_A_FILE_STUCK = Tr("{name} 不是文件，也无法移开（{error}）")
    NOTE_SAME_FILE_MOVED = Tr(
        "{name} 与 {other} 是同一个文件的两个名字；{name} 已移到 {moved}，{other} 保留"
    )
    NOTE_SAME_FILE_STUCK = Tr("{name} 是 {other} 的另一个名字，无法移开（{error}）")
    NOTE_FOLDER_UNWRITABLE = Tr("数据文件夹 {folder} 无法写入（{error}）")
    NOTE_FILE_UNWRITABLE = Tr("{name} 无法写入（{error}）")
    NOTE_FOLDER_UNUSABLE = Tr("数据文件夹无法使用（{problem}）")
    NOTE_NOT_A_FOLDER = Tr("{folder} 不是文件夹")
    NOTE_LINK_NOWHERE = Tr("{path} 是一个无处可去的链接（循环，或目标已不在）")
    NOTE_NO_SUCH_HOME = Tr("{path} 指向本机没有的用户的主文件夹")
    NOTE_FOLDER_ERROR = Tr("{folder}：{error}")
    NOTE_INSTALL_DAMAGED = Tr("程序自带的文件不能用（{problem}）：重装游戏前，电脑叫包会差一些")
    # the OS errors of ``safe_files.OS_ERRORS``, inside the notes above
    OS_DISK_FULL = Tr("磁盘已满")
    OS_NO_PERMISSION = Tr("没有权限")
    OS_READ_ONLY = Tr("磁盘是只读的")
    OS_IO_ERROR = Tr("磁盘读写出错")
    OS_NAME_TOO_LONG = Tr("文件名太长")
    OS_NOT_THERE = Tr("找不到它（或它所在的文件夹）")
    OS_IS_A_FOLDER = Tr("它是一个文件夹")
    OS_PATH_NOT_A_FOLDER = Tr("路径中的某个文件夹其实是文件")
    OS_BUSY = Tr("它正被占用")
    OS_QUOTA = Tr("磁盘配额已用完")
    OS_LINK_LOOP = Tr("链接绕成了一个圈")
    # why a file could not be read (``safe_files``'s templates; {what} is a name or one below)
    READ_CANNOT = Tr("{what}无法读取（{error}）")
    READ_NOT_REGULAR = Tr("{what}不是普通文件")
    READ_TOO_LARGE = Tr("{what}太大（{size} 字节，最多 {limit} 字节）")
    READ_GREW_TOO_LARGE = Tr("{what}太大（超过 {limit} 字节）")
    READ_THE_FILE = Tr("文件")
    READ_THE_SAVE = Tr("存档")
    SETTINGS_UNREADABLE = Tr("设置文件无法读取，已改用默认设置")
    SETTINGS_BROKEN = Tr("设置文件里有 {n} 项设置无效，已改用默认值")
    SETTINGS_FILE_UNUSABLE = Tr("设置文件无法正常使用，已改用默认设置（详情见日志）")
    SAVE_BAD_TITLE = Tr("存档无法读取")
    SAVE_READING = Tr("正在读取上次的对局……")
    SAVE_BAD_MOVED = Tr(
        "上次的存档无法读取（可能已损坏）。\n\n它已被移到：\n{path}\n\n现在开始新游戏。\n\n（技术细节：{error}）"
    )
    SAVE_BAD_KEPT = Tr(
        "上次的存档无法读取（可能已损坏）。\n\n现在开始新游戏。\n\n（技术细节：{error}）"
    )
    # a resumed save whose players' settings (a person, a computer level) could not all be
    # read: those players are the defaults now (a tester's person became a computer unsaid)
    SAVE_SEATS_RESET = TrN(
        "存档里有 {n} 位玩家的设置无法读取，已改为默认；原存档另存为 {path}",
        "存档里有 1 位玩家的设置无法读取，已改为默认；原存档另存为 {path}",
    )
    SAVE_SEATS_RESET_NO_COPY = TrN(
        "存档里有 {n} 位玩家的设置无法读取，已改为默认（原存档没能另存）",
        "存档里有 1 位玩家的设置无法读取，已改为默认（原存档没能另存）",
    )
    SAVE_SALVAGED_TITLE = Tr("存档有一部分损坏")
    SAVE_BAD_COPIED = Tr(
        "上次的存档无法读取（可能已损坏）。\n\n它无法移走（可能正被其他程序使用），已复制一份到："
        "\n{path}\n\n现在开始新游戏。\n\n（技术细节：{error}）"
    )
    SAVE_SALVAGED = Tr(
        "上次的存档有一部分读不出来（可能已损坏）。\n\n损坏之前的部分已恢复：对局停在第 {hand} 局"
        "的第 {steps} 步，可以继续。\n\n{kept}\n\n（技术细节：{error}）"
    )
    # where the whole save of SAVE_SALVAGED is ({kept}); "if it can be saved": a read-only
    # folder is where a save can be neither moved nor copied, and there nothing is written
    SAVE_WHOLE_MOVED = Tr("完整的原存档已移到：\n{path}")
    SAVE_WHOLE_COPIED = Tr("完整的原存档无法移走（可能正被其他程序使用），已复制一份到：\n{path}")
    SAVE_WHOLE_STUCK = Tr(
        "完整的原存档既无法移走也无法复制，仍在原处；对局继续后，若能保存，自动保存会覆盖它。"
    )
    SAVE_NEWER_TITLE = Tr("存档来自新版本")
    SAVE_NEWER_KEPT = Tr(
        "上次的对局是用更新版本的游戏保存的，这个版本读不了。\n\n"
        "它原样保留在：\n{path}\n\n"
        "装回新版本后，没有别的对局要继续时，它会自动接着玩。\n\n现在开始新游戏。"
    )
    SAVE_NEWER_STUCK = Tr(
        "上次的对局是用更新版本的游戏保存的，这个版本读不了。\n\n现在开始新游戏。\n\n（技术细节：{error}）"
    )
    NO_SAVE = Tr("没有可以继续的对局。")
    # crashes
    CRASH_TITLE = Tr("程序出错")
    CRASH_TEXT = Tr("程序遇到了一个错误。对局已自动保存，重新打开游戏即可继续。")
    CRASH_LOG = Tr("详细记录在日志文件中：\n{path}")
    CRASH_GO_ON = Tr("继续游戏")
    # menus
    MENU_GAME = Tr("游戏")
    MENU_QUIT = Tr("退出")
    MENU_TOOLS = Tr("工具")
    MENU_HINTS = Tr("提示")
    SOUND_OFF = Tr("声音已关（按 M 打开）")
    SOUND_ON = Tr("声音已开（按 M 关闭）")
    # a tester heard nothing after "声音已开": the machine had no sound device
    SOUND_NO_DEVICE = Tr("声音已开，但这台电脑没有能用的声音设备（按 M 关闭）")
    MENU_CALC = Tr("台数计算器")
    MENU_HISTORY = Tr("历史记录")
    MENU_REPLAY = Tr("回放")
    MENU_SETTINGS = Tr("设置")
    MENU_HELP = Tr("帮助")
    MENU_RULES = Tr("规则")
    MENU_ABOUT = Tr("关于")
    ABOUT_TEXT = Tr(
        "诸暨包麻将 {version}\n\n两种玩法：包麻将和翻麻将。\n"
        "一人对三家电脑，\n或几个人轮流在一台电脑上打。"
    )
    ABOUT_FOLDER = Tr("数据文件夹：{folder}")
    NOT_AVAILABLE = Tr("“{what}”在这个版本中还不能用。")

    # --- tools: hints, rules help, calculator, history, replay -------------------------
    # hints panel
    HINTS_TITLE = Tr("提示")
    # the title's tooltip: a new player met 向听 everywhere and nowhere its meaning
    HINTS_TERMS = Tr(
        "向听：离听牌还差几张（听牌：再来一张就能胡）。有效牌：摸到就让手牌更近的牌，后面是还没见到的张数。够台：胡牌的台数够起胡。"
    )
    HINTS_NONE = Tr("轮到你时这里显示提示")
    HINTS_MINIMUM = Tr("起胡 {n} 台")
    HINTS_SUGGEST = Tr("建议：{action}")
    HINTS_EXPERT_THINKING = Tr("专家思考中……")
    HINTS_EXPERT_NONE = Tr("专家没有给出建议")
    # the expert kept the quick advice: said, so that the player sees the expert was asked
    HINTS_EXPERT_AGREES = Tr("（专家也这样选）")
    HINTS_EXPERT_REASON = Tr("（专家：{reason}）")  # its own figures, beside the rows' quick ones
    # a bid the expert chose on its playouts, though the rows' quick estimate is lower
    HINTS_SIMULATED = Tr("（专家推演约 {value:+.1f} 分）")
    HINTS_SIMULATED_BOTH = Tr("（专家推演约 {value:+.1f} 分；{other}推演约 {other_value:+.1f} 分）")
    HINTS_DISCARD = Tr("打")
    # on the table's notice line at a first start, which deals a solo match at once: a new
    # player did not find how to play hot-seat or against the expert
    # the hints start closed in a small window, and a new player never found F2 or F1; a
    # grandmother with weak eyes never found full screen (``{full_screen}``: its key here)
    FIRST_START_TIP = Tr(
        "第一次玩？F1 看玩法，F2 开关提示，{full_screen} 全屏（字大些）；"
        "“游戏 → 新游戏”选电脑难度（专家最强）、家人轮流玩和规则"
    )
    # Enter at a claim with no advice to take (a player pressed it eight times, and thought
    # the game had hung)
    ENTER_AT_CLAIM = Tr("打开提示时回车按建议走；也可按：胡 H、吃 C、碰 P、杠 K、过 空格")
    ENTER_AT_WIN = Tr("你可以胡：按 H 自摸；不胡就用 ← → 选一张牌，回车打出")
    HINTS_CLOSED_FOR_ROOM = Tr("窗口较窄，提示栏已收起（按 F2 打开）")
    HINTS_WILD = Tr("财")
    HINTS_WILD_TILE = Tr("财神{tile}")  # a wild among the tiles a claim uses
    HINTS_SHANTEN = Tr("{n}向听")
    HINTS_READY = Tr("听牌")
    HINTS_COMPLETE_SHAPE = Tr("能胡")
    HINTS_COMPLETE = Tr("可以胡：{tai}")
    HINTS_COMPLETE_SHORT = Tr("胡牌牌型：{tai}，不够台（起胡 {minimum} 台）")
    HINTS_BEFORE_AFTER = Tr("{before} → {after}")
    HINTS_ROW_CLAIM = Tr("{act}：{change}")
    HINTS_TIMES = Tr("{name}×{n}")  # a tile named once for its copies: 六万×2
    HINTS_CLAIM_USING = Tr("（用{tiles}）")  # which hand tiles, where the choice is not plain
    HINTS_ROW_CLAIM_WIN = Tr("胡{tile}")
    HINTS_ROW_CLAIM_WIN_TAI = Tr("胡{tile}：{tai}")  # the 台 the result will count
    HINTS_ROW_WIN_NOW = Tr("自摸：{tai}")
    # not in brackets: the claim's own "（用财神六万 北风）" made brackets in brackets
    HINTS_PASS_NOT_CLOSER = Tr("过——{claim}也不能让手牌更近一步")
    HINTS_PASS_ANYWAY = Tr("过——{claim}虽能更近，但电脑还顾及台数或防守")
    HINTS_VALUE = Tr("约 {value:+.1f} 分")
    HINTS_ROW_BID = Tr("{act}：{value}")
    HINTS_NEEDED = TrN("，还差 {n} 张", "，还差 1 张")
    HINTS_WILD_NEEDED = TrN("，够 {tai} 台还差 {n} 张", "，够 {tai} 台还差 1 张")
    # ready in shape but not for the bid's 台: a player read "听牌，够2台还差4张" as nonsense
    HINTS_READY_SHORT_OF_TAI = Tr("但不够台，够 {tai} 台还差 {n} 张")
    HINTS_OUT_OF_REACH = Tr("，凑不够台")
    # the figures are looked up by tiles short alone (ai.bid_table): a player read the same
    # numbers hand after hand as estimates of each hand
    HINTS_BID_NOTE = Tr(
        "“约 … 分”：按还差几张估算的每局平均得分（电脑的经验表：还差一样多的牌，分数都一样）。"
        "“还差”：配上最好的财神后，离够台的胡牌还差几张。"
    )
    # beside the table's figures, each row's own when the expert's advice has played it out:
    # a tester saw the advice pick a row of +2.7 over one of +9.0, the expert's reasons only
    # in the advice line
    HINTS_BID_NOTE_SIMULATED = Tr(
        "“专家推演”：专家把这手牌照每种包法各打到底许多次，得分的平均；建议按它来，不按经验表。"
    )
    HINTS_PASS_DEALER = Tr("（四家都不包，则由你这个庄家包2台）")
    HINTS_PASS_BASELINE = Tr("（不当包家的平均，不论谁包多少）")
    HINTS_PASS_MAKES_DEALER_BAO = Tr("（庄家包2台；分数是不当包家的平均）")
    HINTS_ROW_WILD = TrN("{act}：手里 {n} 张财神，{state}", "{act}：手里 1 张财神，{state}")
    HINTS_SLOWER = Tr("（不是最快的打法：电脑还顾及台数或防守）")
    # the same, where the computer's reason says why (a player ignored advice it never
    # explained): the 台 plan it keeps, its guard against the 包家, or both
    HINTS_SLOWER_PLAN = Tr("（不是最快的打法：电脑在做{plan}，好够台）")
    # a player saw 建议：暗杠二索 framed over 暗杠二索：2向听 → 3向听, and no reason
    HINTS_KONG_FARTHER = Tr("（向听多了，但按够台的打法不更远，杠后还多摸一张）")
    HINTS_SLOWER_GUARD = Tr("（不是最快的打法：电脑在防包家）")
    HINTS_SLOWER_BOTH = Tr("（不是最快的打法：电脑在做{plan}，也在防包家）")
    # a new player, just told that a wild stands for any tile, saw the advice throw one away
    HINTS_SLOWER_NO_WILDS = Tr("（不是最快的打法：电脑在做{plan}，好够台；胡时无财神算 {tai} 台）")
    # a new player read 凑不够台 on every row and did not know what to do next
    HINTS_NO_WAY_TO_TAI = Tr("（打哪张都凑不够{minimum}台：这手胡不了，打安全牌吧）")

    HINTS_USEFUL = TrN("有效牌 {n} 张", "有效牌 1 张")
    # a discard's way to a win that reaches the minimum: when some useful draws cannot lead
    # to one, and when it is farther than the shape's count
    HINTS_USEFUL_TAI = TrN("有效牌 {n} 张，够台的 {m} 张", "有效牌 1 张，够台的 {m} 张")
    HINTS_TOWARD_TAI = TrN("够台还差 {n} 张", "够台还差 1 张")
    HINTS_TAI_OUT_OF_REACH = Tr("凑不够台")
    HINTS_WINNING = TrN("够台可胡 {n} 张", "够台可胡 1 张")
    # the advice line's short word for a ready hand: the waits themselves are in its row
    HINTS_WINS_SUMMARY = TrN("可胡 {n} 张，够台的 {m} 张", "可胡 1 张，够台的 {m} 张")
    HINTS_BID_HEAVEN = Tr("，起手就胡：天胡 8台")
    HINTS_WINS_NONE_ENOUGH = TrN("{n} 张能凑成胡牌牌型，但不够台", "1 张能凑成胡牌牌型，但不够台")
    HINTS_UNSEEN = Tr("×{n}")
    HINTS_TAI = Tr("{tai}台")
    HINTS_TAI_SELF = Tr("自摸{tai}台")
    # under a small tile, as narrow as the tile: "not enough tai" took a line of the row's
    # tiles for itself (English "low tai"); in a row's words, after a figure, in full
    HINTS_NOT_ENOUGH = Tr("不够台")
    HINTS_NOT_ENOUGH_SAID = Tr("（不够台）")  # set apart: "听牌 不够台" read as one phrase
    HINTS_NONE_LEFT_SAID = Tr("（已全部现出，摸不到了）")  # a faded tile's tooltip
    HINTS_NOW = Tr("现在")
    HINTS_ROW_DISCARD = Tr("打{tile}：{state}")
    HINTS_ROW_WAIT = Tr("{tile} {n}张 {tai}")
    HINTS_SEPARATOR = Tr("，")
    ACT_DISCARD = Tr("打{tile}")
    ACT_WITH = Tr("{verb}{tile}")
    ACT_BID = Tr("包{bid}")
    ACT_WILD = Tr("定{tile}为财神")
    ACT_WILD_TWO = Tr("定{tile}为财神（{tile}、{other}）")  # N台: the kind after it too

    # rules help
    HELP_TITLE = Tr("规则说明")
    HELP_CONTENTS = Tr("目录")
    HELP_MISSING = Tr("无法读取规则说明文件：{path}")

    # tai calculator
    CALC_TITLE = Tr("台数计算器")
    CALC_PALETTE = Tr("点牌加入：")
    CALC_TO_HAND = Tr("手牌")
    CALC_TO_WIN = Tr("胡的牌")
    CALC_TO_WILD = Tr("财神")
    CALC_TO_INDICATOR = Tr("翻出的牌")
    CALC_TO_CHOW = Tr("吃")
    CALC_TO_PUNG = Tr("碰")
    CALC_TO_KONG = Tr("明杠")
    CALC_TO_CKONG = Tr("暗杠")
    CALC_HAND = Tr("手牌（点牌移除）")
    CALC_MELDS = Tr("副露（点牌移除）")
    CALC_WIN = Tr("胡的牌")
    CALC_WILDS = Tr("财神")
    CALC_NONE = Tr("无")
    CALC_CLEAR = Tr("清空")
    CALC_SEAT = Tr("胡家座位")
    CALC_SELF_DRAWN = Tr("自摸")
    CALC_KONG_DRAW = Tr("杠开")
    CALC_ROB_KONG = Tr("抢杠")
    CALC_FIRST_TURN = Tr("天胡/地胡（第一巡）")
    CALC_BAO = Tr("包家")
    CALC_BID = Tr("包牌")
    CALC_DISCARDER = Tr("放冲")
    CALC_OLD_DEALER = Tr("老庄")
    CALC_BASE = Tr("基础分")
    CALC_RESULT = Tr("结果")
    CALC_START = Tr("点左边的牌，输入手牌、副露和胡的牌：够张数后这里显示台数和付分。")
    CALC_NEED_TILES = Tr("手牌加胡的牌需要 {need} 张，现在 {have} 张")
    CALC_NEED_WIN = Tr("请选胡的牌（“胡的牌”模式下点一张牌）")
    CALC_CHOW_BAD = Tr("{tile} 不能作为顺子的第一张")
    CALC_TOO_MANY_MELDS = Tr("最多四组副露")
    CALC_TOO_MANY_WILDS = Tr("最多两种财神")
    CALC_WILD_PAIRED = Tr("{tile}随{named}已是财神；要去掉，点财神一栏里的它")
    CALC_MELD_WILD = Tr("吃碰杠里用一张财神")  # the next meld made takes a wild for a tile
    CALC_MELD_NEEDS_WILD = Tr("先定财神，才能在吃碰杠里用财神")
    # the calculator's refusals (calc.ERROR_CODES), in the UI's words
    CALC_WHY_BAO_AND_BID = Tr("包家和包牌要一起选")
    CALC_WHY_BID_OFF_LADDER = Tr("这一包牌超出本桌规则的范围")
    CALC_WHY_WILDS_IMPOSSIBLE = Tr("财神最多两种，两种时须前后相接（如 五万 六万）")
    CALC_WHY_WILDS_NOT_FOR_BID = Tr(
        "财神与包牌不符：无财不配财神，独N台配一种，N台配两种（所选一种和它的下一种）"
    )
    CALC_WHY_BAO_IN_FAN = Tr("翻麻将不叫包，没有包家和包牌")
    CALC_WHY_WILDS_NOT_FOR_FAN = Tr("翻麻将的财神是翻出的那种牌（设为两种时再加它的下一种）")
    CALC_WHY_TOO_MANY_COPIES = Tr("同一种牌超过四张")
    CALC_WHY_INDICATOR_COPIES = Tr("翻出的那张牌不参加打牌，这种牌最多三张")
    CALC_WHY_TILE_COUNT = Tr("手牌和副露凑不成四组加一对")
    CALC_WHY_BAD_MELD = Tr("副露不成组")
    CALC_WHY_DISCARDER_IS_WINNER = Tr("放冲的不能是胡家自己")
    CALC_WHY_SELF_DRAWN_WITH_DISCARDER = Tr("自摸没有放冲的一家")
    CALC_WHY_NO_DISCARDER = Tr("胡别人打出的牌（或抢杠）要选放冲的一家")
    CALC_WHY_ROB_KONG_SELF_DRAWN = Tr("抢杠不是自摸，也不是杠开")
    CALC_WHY_ROB_KONG_COPIES = Tr("抢杠的那张牌，胡家手里不可能还有三张")
    CALC_WHY_KONG_DRAW_WITHOUT_KONG = Tr("杠开要有杠：副露里没有杠")
    CALC_WHY_FIRST_TURN_MELDS = Tr("天胡、地胡时不会有副露")
    CALC_WHY_FIRST_TURN_ROB_KONG = Tr("天胡、地胡不会是抢杠")
    CALC_WHY_FIRST_TURN_DEALER_NOT_SELF_DRAWN = Tr("庄家第一巡胡牌（天胡）只能是自摸")
    CALC_WHY_FIRST_TURN_KONG_DRAW = Tr("天胡不会是杠开")
    CALC_WHY_FIRST_TURN_SELF_DRAWN = Tr("地胡是胡庄家打出的第一张牌，不是自摸")
    CALC_WHY_FIRST_TURN_DISCARDER = Tr("地胡只能胡庄家（东家）打出的牌")
    CALC_ERROR = Tr("错误：{message}")
    CALC_INCOMPLETE = Tr("不能胡：不是胡牌牌型")
    CALC_NOT_ENOUGH = Tr("不能胡：不够台（{tai}台，起胡{minimum}台）")
    CALC_CAN_WIN = Tr("能胡（起胡{minimum}台）")
    CALC_SPECIAL = Tr("能胡（特殊牌型，不计起胡）")
    CALC_NO_BID = Tr("未选包家和包牌，不计付分")
    CALC_NO_DISCARDER = Tr("未选放冲的一家，不计付分")
    CALC_NEED_INDICATOR = Tr("请选翻出的牌（“翻出的牌”模式下点一张牌）")
    CALC_NEED_WILDS_TWO = Tr(
        "请选财神：{bid}有两种财神（“财神”模式下点一张牌，它和下一种都是财神）"
    )
    CALC_NEED_WILDS_ONE = Tr("请选财神：{bid}有一种财神（“财神”模式下点一张牌）")
    CALC_PAY_HEAD = Tr("付分（B = {points}）")
    CALC_PAY_SEAT = Tr("座位")
    CALC_PAY_ROLE = Tr("身份")
    CALC_PAY_FORMULA = Tr("算式")
    CALC_PAY_AMOUNT = Tr("输赢")  # as the result and the history: + receives, − pays
    CALC_OLD_DEALER_NOTE = Tr("老庄：全部 ×2")
    CALC_BASE_NOTE = Tr("基础分：全部 ×{base}")

    # history
    HISTORY_TITLE = Tr("历史记录")  # as the menu names it
    HISTORY_HANDS = Tr("牌局")
    HISTORY_STATS = Tr("玩家统计")
    HISTORY_EMPTY = Tr("还没有对局记录")
    HISTORY_COUNT = Tr("共 {n} 局")
    # the 包家 and the bid: "W Computer 2 2 tai" read as a name with a 2 in it
    HISTORY_BAO = Tr("{who} 包{bid}")
    HISTORY_NEWEST = Tr("列出最近的 {n} 局，统计包括全部")
    HISTORY_READING = Tr("正在读取对局记录……")
    HISTORY_SKIPPED = TrN("{n} 行记录无法读取，已跳过", "1 行记录无法读取，已跳过")
    HISTORY_UNREADABLE = Tr("无法读取对局记录：{error}")
    HISTORY_REPLAY = Tr("回放所选牌局")
    HISTORY_RELOAD = Tr("刷新")
    HISTORY_GAME = Tr("玩法：")
    HISTORY_ALL_GAMES = Tr("全部（两种玩法）")  # the totals of both games added up
    WINDOW_CLOSE = Tr("关闭窗口")
    COL_DATE = Tr("日期")
    COL_BAO = Tr("包家")
    COL_BAO_OR_GAME = Tr("包家／玩法")  # the history lists both games: 翻麻将 has no 包家
    COL_WINNER = Tr("胡家")
    COL_TAI = Tr("台")
    COL_TAKEN_BACK = Tr("悔牌次数")
    TIP_TAKEN_BACK = Tr("这一局悔了几次牌（空白：没有悔牌）")
    COL_PLAYER = Tr("玩家")
    COL_HANDS = Tr("局数")
    COL_WINS = Tr("胡牌数")
    COL_SELF_DRAWS = Tr("自摸数")  # (counts: "自摸" alone is the act, "Self-draw")
    COL_DEAL_INS = Tr("放冲数")
    COL_BAO_HANDS = Tr("包牌数")
    COL_BAO_RATE = Tr("包成率")
    # the columns' tooltips: a grandparent met 包成率 explained nowhere
    TIP_WINS = Tr("胡牌的局数（自摸也算在内）")
    TIP_DEAL_INS = Tr("打出别人胡的那张牌的局数（被抢杠也算）")
    TIP_BAO_HANDS = Tr("当包家的局数")
    TIP_BAO_RATE = Tr("当包家的局里，自己胡了的比例")
    STATS_COMPUTER = Tr("{name}（电脑）")  # a computer seat that had a person's name
    STATS_LEVEL = Tr("{name} · {level}")  # one name, computers of several levels
    COL_AVERAGE = Tr("平均分")
    COL_TOTAL = Tr("总分")
    HISTORY_DRAWN = Tr("荒庄")
    HISTORY_SELF_DRAWN = Tr("{name}（自摸）")
    HISTORY_OLD_DEALER = Tr("{tai} 老庄×2")
    HISTORY_PERCENT = Tr("{p:.0f}%")

    # replay viewer
    REPLAY_TITLE = Tr("牌局回放")
    REPLAY_OPEN = Tr("打开文件…")
    REPLAY_FILTER = Tr("对局记录 (*.jsonl *.log *.json);;所有文件 (*)")
    REPLAY_FIRST = Tr("|◀ 开始")
    REPLAY_PREV = Tr("◀ 上一步")
    REPLAY_NEXT = Tr("下一步 ▶")
    REPLAY_LAST = Tr("结束 ▶|")
    REPLAY_STEP = Tr("第 {n} / {total} 步")
    REPLAY_HAND_ITEM = Tr("{n}. {summary}")  # n counts the file's hands, of any match
    # (a player does not know zhuji-sim: the log it writes is "a log of computer matches")
    REPLAY_EMPTY = Tr(
        "还没有可回放的牌局：打完的局会在这里；也可以用“打开文件…”打开对局记录或电脑对战的日志"
    )
    REPLAY_NO_HANDS = Tr("文件中没有可回放的牌局")
    REPLAY_NOT_FOUND = Tr("找不到文件 {name}")
    REPLAY_NONE_NEWEST = Tr("文件最后的 {mb} MB 中没有可回放的牌局（更多请用“打开”）")
    REPLAY_NONE_OF_LARGE = Tr("文件很大，最后的 {mb} MB 中没有可回放的牌局")
    REPLAY_CANNOT = Tr("无法回放：{error}")
    REPLAY_SKIPPED = TrN("{n} 行或牌局无法读取，已跳过", "1 行或牌局无法读取，已跳过")
    REPLAY_NEWEST = TrN(
        "读入了最近的 {n} 局（更多请用“打开”）", "读入了最近的 1 局（更多请用“打开”）"
    )
    REPLAY_NEWEST_OF_LARGE = TrN("文件很大，读入了最后的 {n} 局", "文件很大，读入了最后的 1 局")
    REPLAY_READING = Tr("正在读取文件……")
    REPLAY_BAO = Tr("包家 {seat} {bid}")
    REPLAY_HELD_BACK = Tr("正在打的这一局不显示（会亮出别家的牌），打完后可回放。")
    EV_DEAL = Tr("发牌")
    EV_BID = Tr("{seat} 包{bid}")
    EV_BID_PASS = Tr("{seat} 不包")
    EV_BAO = Tr("{seat} 是包家：{bid}")
    EV_WILDS = Tr("财神：{tiles}")
    EV_WILDS_FLIPPED = Tr("翻出{tile}，财神：{tiles}")
    EV_NO_WILDS = Tr("本局无财神")
    EV_DRAW = Tr("{seat} 摸 {tile}")
    EV_DRAW_TAIL = Tr("{seat} 杠后补 {tile}")
    EV_DISCARD = Tr("{seat} 打 {tile}")
    EV_CHOW = Tr("{seat} 吃 {tile}")
    EV_PUNG = Tr("{seat} 碰 {tile}")
    EV_KONG = Tr("{seat} 明杠 {tile}")
    EV_CKONG = Tr("{seat} 暗杠")
    EV_ADDKONG_OFFER = Tr("{seat} 补杠 {tile}（可抢杠）")
    EV_ADDKONG = Tr("{seat} 补杠 {tile}")
    EV_ROBBED = Tr("{seat} 抢杠 {tile}")
    EV_WIN_SELF = Tr("{seat} 自摸 {tile}：{tai}")
    EV_WIN_DEALT = Tr("{seat} 起手即胡：{tai}")
    EV_WIN = Tr("{seat} 胡 {tile}（{source} 放冲）：{tai}")
    EV_DRAWN = Tr("荒庄")
    EV_SETTLE = Tr("结算：{deltas}")
    EV_OTHER = Tr("{type}")
    EV_BAD = Tr("记录有误：{problem}")


def sources() -> list[str]:
    """Every translatable source text, in definition order (for a ``.ts`` file)."""
    out: list[str] = []
    for v in vars(T).values():
        if isinstance(v, Tr):
            out.append(v.source)
            if isinstance(v, TrN):
                out.append(v.one)
    return out


def wind(seat: int) -> str:
    """The wind of a seat in one character (0 = 东, the dealer): for the plates' circles."""
    return T.WINDS[seat]


def seat_name(seat: int) -> str:
    """A seat named as a seat: 东家 / East seat (never the bare wind, which reads like the
    tile)."""
    return (T.SEAT_EAST, T.SEAT_SOUTH, T.SEAT_WEST, T.SEAT_NORTH)[seat]


def seat_who(seat: int, name: str) -> str:
    """A seat and who sits there: 东家（电脑1） / East seat (Computer 1)."""
    return T.SEAT_WHO.format(seat=seat_name(seat), name=name) if name else seat_name(seat)


# The names a player gets when none is given (你, 电脑N, 玩家N): the history keeps them in
# Chinese, the game's own language, and shows them in the language of the moment, so that a
# player's hands stay together when the language changes.
_DEFAULT_NAMES = ("HUMAN_NAME", "COMPUTER_NAME", "PLAYER_NAME")


def default_name(attr: str, n: int = 0, kept: bool = False) -> str:
    """The default name ``T.<attr>`` (numbered ``n``): as kept (Chinese) or as shown now."""
    text = vars(T)[attr].source if kept else getattr(T, attr)
    return text.format(n=n)


def _match_default(name: str) -> tuple[str, int] | None:
    """(attr, n) if ``name`` is a default name in any language the program ships."""
    shown = tuple(getattr(T, attr) for attr in _DEFAULT_NAMES)
    for attr, pattern in _name_patterns(shown):
        m = pattern.fullmatch(name)
        if m:
            return attr, int(m[1]) if m.groups() else 0
    return None


@functools.cache
def _name_patterns(shown: tuple[str, ...]) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The default names as patterns: in Chinese, in every shipped translation and (``shown``,
    which keys the cache) in the language shown now. Made once per language: the history
    window asks for every player of every hand."""
    out = []
    for attr, now in zip(_DEFAULT_NAMES, shown, strict=True):
        source = vars(T)[attr].source
        for form in dict.fromkeys((source, now, *_shipped_forms(source))):
            pattern = re.escape(form).replace(re.escape("{n}"), r"(\d{1,3})")
            out.append((attr, re.compile(pattern)))
    return tuple(out)


def _shipped_forms(source: str) -> list[str]:
    """``source`` in each translation the program ships (read from its ``.qm`` files)."""
    forms = []
    for translator in _shipped_translators():
        text = translator.translate(CONTEXT, source)
        if text:
            forms.append(text)
    return forms


@functools.cache
def _shipped_translators() -> tuple[QTranslator, ...]:
    out = []
    for name in QM_FILES.values():
        loaded = load_translation(resource_path("i18n", name))
        if loaded is not None:
            _kept_data.append(loaded[1])  # (cached for good, as the translators are)
            out.append(loaded[0])
    return tuple(out)


_kept_data: list[bytes] = []


def kept_name(name: str) -> str:
    """A recorded name as the history groups it: a default name in Chinese, others as they
    are. ``kept_name("Computer 1")`` is ``"电脑1"`` while the UI is in English."""
    found = _match_default(name)
    return name if found is None else default_name(*found, kept=True)


# The longest name a seat may have (the new-game dialog stops typing there): the game never
# writes a longer one.
MAX_NAME_LENGTH = 20


def shown_name(name: str) -> str:
    """A recorded name in the language now shown: ``shown_name("电脑1")`` is ``"Computer 1"``
    in English; a name a player gave stays as it is, but one longer than the game writes (a
    file edited by hand) is cut to ``MAX_NAME_LENGTH`` with … (3,000 characters pushed the
    history window's columns off the screen)."""
    found = _match_default(name)
    if found is not None:
        return default_name(*found)
    return name if len(name) <= MAX_NAME_LENGTH else name[:MAX_NAME_LENGTH] + "…"


def language_way() -> str:
    """Where the language is chosen, in English with the menus' own words (for a player on
    a system that names no language, who was given Chinese and may read none of it)."""
    steps = (T.MENU_TOOLS, T.MENU_SETTINGS, T.SETTINGS_GENERAL, T.SET_LANGUAGE)
    return "English: " + " → ".join(steps)


def tile_names(kinds: Iterable[int]) -> str:
    """Tiles named one after another: ``九筒 一筒`` / ``9 Dots, 1 Dot``."""
    return T.TILE_SEPARATOR.join(map(tile_name, kinds))


def tile_name(kind: int) -> str:
    """A tile named as a tile: 五万, 东风, 红中 / 5 Characters, East wind, Red dragon (the
    engine's ``tiles.full_name``, which the computers' reasons use too)."""
    return tiles.full_name(kind, LANG)


def bids_said(history: Iterable[tuple[int, Bid | None]], seat: int) -> str:
    """What ``seat`` said in a hand's bidding, in order: ``包2台 → 包3台``, ``包2台 → 不包``,
    ``不包``; "" if it has not spoken."""
    said = [
        T.BID_PASS if bid is None else T.ACT_BID.format(bid=bid_text(bid))
        for s, bid in history
        if s == seat
    ]
    return " → ".join(said)


def ai_reason(reason: object) -> str:
    """A computer player's reason in the UI's language (``ai.reasons.Reason`` speaks both;
    any other text is shown as it is)."""
    text = getattr(reason, "text", None)
    return text(LANG) if callable(text) else str(reason)


def with_points(text: str, score: int) -> str:
    """``text`` ending in a score's unit, in the right number: English says "1 pt", not
    "1 pts" (a translation is one text for every number)."""
    if LANG == "en" and abs(score) == 1 and text.endswith(" pts"):
        return text[:-1]
    return text


def kind_label(kind: str) -> str:
    """A seat kind (a person or a level of ``ai.registry``) as the new-game dialog names it
    ("电脑·普通")."""
    return {
        "human": T.KIND_HUMAN,
        "easy": T.KIND_EASY,
        "normal": T.KIND_NORMAL,
        "hard": T.KIND_HARD,
        "expert": T.KIND_EXPERT,
    }[kind]


def level_name(kind: str) -> str:
    """A computer's level in a word, as its plate shows it ("普通"); "" for a person (or a
    kind of no level). The same kinds as ``kind_label``, in the plate's shorter words."""
    return {
        "easy": T.LEVEL_EASY,
        "normal": T.LEVEL_NORMAL,
        "hard": T.LEVEL_HARD,
        "expert": T.LEVEL_EXPERT,
    }.get(kind, "")


def tai_label(key: str) -> str:
    return tai_label_of(key, LANG)


def tai_item_label(item: TaiItem) -> str:
    """An item's label in the UI's language, ``×2`` after it for two pungs of it."""
    return item.shown(LANG)


def tai_item_text(label: str, tai: object) -> str:
    """``混一色 1台`` / ``Half flush 1 tai``, in one piece: a wrapped line of items breaks only
    between them (a tester read "… · No" / "wilds 1 tai")."""
    return T.TAI_ITEM.format(label=label, tai=tai).replace(" ", "\u00a0")


def _note_texts() -> dict[str, str]:
    """Each ``safe_files.Note`` template the program writes, and its words in the UI."""
    return {
        safe_files.LINK_MOVED: T.NOTE_LINK_MOVED,
        safe_files.LINK_STUCK: T.NOTE_LINK_STUCK,
        storage.NOT_A_FILE_MOVED: T.NOTE_NOT_A_FILE_MOVED,
        storage.AUTOSAVE_NOT_A_FILE: T.NOTE_AUTOSAVE_NOT_A_FILE,
        storage.NOT_A_FILE_STUCK: T.NOTE_NOT_A_FILE_STUCK,
        storage.SAME_FILE_MOVED: T.NOTE_SAME_FILE_MOVED,
        storage.SAME_FILE_STUCK: T.NOTE_SAME_FILE_STUCK,
        storage.FOLDER_UNWRITABLE: T.NOTE_FOLDER_UNWRITABLE,
        storage.FILE_UNWRITABLE: T.NOTE_FILE_UNWRITABLE,
        storage.SAVING_OFF: T.SAVING_OFF,
        storage.FOLDER_UNUSABLE: T.NOTE_FOLDER_UNUSABLE,
        storage.NOT_A_FOLDER: T.NOTE_NOT_A_FOLDER,
        storage.LINK_NOWHERE: T.NOTE_LINK_NOWHERE,
        storage.NO_SUCH_HOME: T.NOTE_NO_SUCH_HOME,
        storage.FOLDER_ERROR: T.NOTE_FOLDER_ERROR,
        storage.INSTALL_DAMAGED: T.NOTE_INSTALL_DAMAGED,
        **_os_error_texts(),
        safe_files.CANNOT_READ: T.READ_CANNOT,
        safe_files.NOT_REGULAR: T.READ_NOT_REGULAR,
        safe_files.TOO_LARGE: T.READ_TOO_LARGE,
        safe_files.GREW_TOO_LARGE: T.READ_GREW_TOO_LARGE,
        safe_files.THE_FILE: T.READ_THE_FILE,
        safe_files.THE_SAVE: T.READ_THE_SAVE,
    }


def _os_error_texts() -> dict[str, str]:
    """``safe_files.OS_ERRORS``'s templates in the UI's words."""
    return {
        safe_files.OS_DISK_FULL: T.OS_DISK_FULL,
        safe_files.OS_NO_PERMISSION: T.OS_NO_PERMISSION,
        safe_files.OS_READ_ONLY: T.OS_READ_ONLY,
        safe_files.OS_IO_ERROR: T.OS_IO_ERROR,
        safe_files.OS_NAME_TOO_LONG: T.OS_NAME_TOO_LONG,
        safe_files.OS_NOT_THERE: T.OS_NOT_THERE,
        safe_files.OS_IS_A_FOLDER: T.OS_IS_A_FOLDER,
        safe_files.OS_PATH_NOT_A_FOLDER: T.OS_PATH_NOT_A_FOLDER,
        safe_files.OS_BUSY: T.OS_BUSY,
        safe_files.OS_QUOTA: T.OS_QUOTA,
        safe_files.OS_LINK_LOOP: T.OS_LINK_LOOP,
    }


def note_text(note: str) -> str:
    """A note of the start or a reason saving stopped, in the UI's language: a
    ``safe_files.Note`` in the UI's words (its fields too), any other text as it is.

    >>> from zhuji_desktop.safe_files import Note
    >>> from zhuji_desktop.storage import NOT_A_FILE_MOVED, SAVING_OFF
    >>> n = Note(SAVING_OFF, reason=Note(NOT_A_FILE_MOVED, name="zhuji.log", moved="z.1.log"))
    >>> note_text(n), note_text("plain words")
    ('存档已停止：zhuji.log 不是文件，已移到 z.1.log', 'plain words')
    """
    if not isinstance(note, Note):
        return note
    words = _note_texts().get(note.template)
    if words is None:
        return str(note)
    return words.format(**{k: note_text(v) for k, v in note.fields.items()})


def calc_refusal(code: str) -> str | None:
    """The calculator's refusal ``code`` (``calc.ERROR_CODES``) in the UI's words, or None
    for a code the UI has no words for (its English message is shown then)."""
    if code == "too_many_melds":  # the window's own check words it already
        return T.CALC_TOO_MANY_MELDS
    text = getattr(T, f"CALC_WHY_{code.upper()}", None)
    return text if isinstance(text, str) else None


def called_word(event_type: str) -> str:
    """A meld just made, as its seat's bubble calls it: 吃, 碰, 杠, 暗杠, 补杠."""
    words = {"chow": T.CHOW, "pung": T.PUNG, "kong": T.KONG}
    words.update(ckong=T.CONCEALED_KONG, addkong=T.ADDED_KONG)
    return words[event_type]


def payment_text(line: PaymentLine) -> tuple[str, str]:
    """A payment in words and its working: ``("付 17", "2^1+5×3")``, ``("收 1", "5-2^2")``
    (a payment below zero is money received, and its working is written as received)."""
    amount = line.amount
    if amount == 0:  # a 翻麻将 drawn hand: nobody pays
        return "0", ""
    text = (T.RESULT_PAYS if amount > 0 else T.RESULT_RECEIVES).format(n=abs(amount))
    formula = _working(line)
    return text, "" if formula == str(abs(amount)) else formula


def payment_working(line: PaymentLine) -> str:
    """A payment's working in the direction its money goes, for a table whose next column
    is the signed result: ``付 2^1+5×3`` beside −17, ``收 10-2^0`` beside +9."""
    if line.amount == 0:
        return "0"
    return (T.RESULT_PAYS if line.amount > 0 else T.RESULT_RECEIVES).format(n=_working(line))


def _working(line: PaymentLine) -> str:
    formula = line.formula.rsplit(" = ", 1)[0]
    return _as_received(formula) if line.amount < 0 else formula


def _as_received(formula: str) -> str:
    """A payment below zero written as the sum received, so that it reads as the 收 beside
    it (a tester read 收 9 beside 2^0-10): ``2^0-10`` → ``10-2^0``, ``(-5)×2`` → ``5×2``;
    a winner's sum (``16-4-3``) is already one.

    >>> _as_received("2^0-10"), _as_received("(2^1-20)×2"), _as_received("(-5)×2")
    ('10-2^0', '(20-2^1)×2', '5×2')
    >>> _as_received("-5"), _as_received("16-4-3"), _as_received("-3+16+8")
    ('5', '16-4-3', '-3+16+8')
    """
    m = re.fullmatch(r"(\(?)(2\^\d+)-(\d+)(\)?.*)", formula)
    if m:
        return f"{m[1]}{m[3]}-{m[2]}{m[4]}"
    m = re.fullmatch(r"-(\d+)|\(-(\d+)\)(×.*)", formula)  # a drawn hand's B, maybe scaled
    if m:
        return m[1] or f"{m[2]}{m[3]}"
    return formula


def sentences(*texts: str) -> str:
    """Sentences one after another: a space between them in English, none in Chinese."""
    return (" " if LANG == "en" else "").join(t for t in texts if t)


def role_label(role: str) -> str:
    zh, en = ROLE_LABELS[role]
    return en if LANG == "en" else zh


# --- rule options: the engine gives each one's explanation; the UI names it ---------------------


def _rule_labels() -> dict[str, str]:
    return {
        "mode": T.RULE_MODE,
        "wild_selection": T.RULE_WILD_SELECTION,
        "fan_wild_kinds": T.RULE_FAN_WILD_KINDS,
        "discarded_wild_claimable": T.RULE_DISCARDED_WILD,
        "no_swap_after_chow": T.RULE_NO_SWAP,
        "seat_wind_tai": T.RULE_SEAT_WIND,
        "all_honours_tai": T.RULE_ALL_HONOURS,
        "no_wild_tai_in_no_wild_game": T.RULE_NO_WILD_TAI,
        "draw_reserve": T.RULE_DRAW_RESERVE,
        "top_level": T.RULE_TOP_LEVEL,
        "base_points": T.BASE_POINTS,
        "match_hands": T.MATCH_LENGTH,
    }


def _rule_values() -> dict[tuple[str, object], str]:
    return {
        ("mode", "bao"): T.MODE_BAO,
        ("mode", "fan"): T.MODE_FAN,
        ("wild_selection", "bidder"): T.WILD_BY_BIDDER,
        ("wild_selection", "flip"): T.WILD_BY_FLIP,
        ("match_hands", 0): T.MATCH_ONE_ROUND,
    }


def game_name(mode: str) -> str:
    """The name of a game (``RuleSet.mode``): 包麻将 / 翻麻将."""
    return T.MODE_FAN if mode == "fan" else T.MODE_BAO


def hand_number_text(n: int, mode: str) -> str:
    """A hand's number in its match as the table says it: ``第 3 局``, and in 翻麻将 with the
    game named (``翻麻将 · 第 3 局``)."""
    if mode == "fan":
        return T.HAND_NUMBER_GAME.format(game=game_name(mode), n=n)
    return T.HAND_NUMBER.format(n=n)


def game_line(mode: str) -> str:
    """A game in one line, for choosing it: what a player does differently in it."""
    return T.GAME_FAN_LINE if mode == "fan" else T.GAME_BAO_LINE


def rule_label(name: str) -> str:
    """The short name of rule option ``name`` (its name if it has none yet)."""
    return _rule_labels().get(name, name)


def rule_value(name: str, value: object) -> str | None:
    """The words for one value of a rule option (a choice, or a number that means something
    else, as 0 hands = one round); None if the value speaks for itself."""
    return _rule_values().get((name, value))


def rule_unit(name: str) -> str:
    """What a number option counts, as written after it (" 局"), or ""."""
    return T.MATCH_HANDS.replace("{n}", "") if name == "match_hands" else ""


def rule_explanation(name: str) -> str:
    """The engine's one-line explanation of a rule option, in the UI's language."""
    zh, en = RuleSet.option_info(name).description
    return en if LANG == "en" else zh


def bid_text(bid: object) -> str:
    """A bid as shown: ``独3台`` (as the engine's ``str(Bid)``), or in the current language;
    anything else as ``str`` gives it."""
    if not isinstance(bid, Bid):
        return str(bid)
    template = (T.BID_LEVEL, T.BID_LEVEL_DU, T.BID_LEVEL_WUCAI)[int(bid.variant)]
    return template.format(n=bid.level)


MAX_BID_TEXT = 12  # longer than any bid's name in Chinese (无财7台)


def bid_tip(bid: Bid) -> str:
    """What a bid commits its bidder to (docs/rules.md §4, §9), for its button's tooltip.

    >>> tip = bid_tip(Bid.parse("du3"))
    >>> print(tip[: tip.index("包牌分")])
    独3台：胡牌至少要 3 台；一种财神（4 张）。
    >>> print(tip[tip.index("包牌分") :])
    包牌分 B = 20：你胡，另三家各多付 20；别人胡或荒庄，你多付 3B = 60。
    """
    wilds = (T.BID_TIP_TWO, T.BID_TIP_ONE, T.BID_TIP_NONE)[int(bid.variant)]
    b = bid.points
    return T.BID_TIP.format(bid=bid_text(bid), n=bid.level, wilds=wilds, b=b, b3=3 * b)


def bid_label(text: object) -> str:
    """A bid in the notation (``du3``) as shown (``独3台``); unknown text (a file edited by
    hand) as it is, cut to ``MAX_BID_TEXT`` with … (200,000 characters stretched the history
    window's 包家 column off the screen)."""
    try:
        return bid_text(Bid.parse(str(text)))
    except ValueError:
        shown = str(text)
        return shown if len(shown) <= MAX_BID_TEXT else shown[:MAX_BID_TEXT] + "…"
