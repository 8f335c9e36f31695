<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="zh_CN">
<context>
    <name>T</name>
    <message>
        <source>诸暨包麻将</source>
        <translation>Zhuji Bao Mahjong</translation>
    </message>
    <message>
        <source>东南西北</source>
        <translation>ESWN</translation>
    </message>
    <message>
        <source>东家</source>
        <translation>East seat</translation>
    </message>
    <message>
        <source>南家</source>
        <translation>South seat</translation>
    </message>
    <message>
        <source>西家</source>
        <translation>West seat</translation>
    </message>
    <message>
        <source>北家</source>
        <translation>North seat</translation>
    </message>
    <message>
        <source>{seat}（{name}）</source>
        <translation>{seat} ({name})</translation>
    </message>
    <message>
        <source>你</source>
        <translation>You</translation>
    </message>
    <message>
        <source>电脑{n}</source>
        <translation>Computer {n}</translation>
    </message>
    <message>
        <source>{score} 分</source>
        <translation>{score} pts</translation>
    </message>
    <message>
        <source>庄</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>包 {bid}</source>
        <translation>Bid {bid}</translation>
    </message>
    <message>
        <source>老庄</source>
        <translation>Old dealer</translation>
    </message>
    <message>
        <source>老庄：庄家连庄，这一局的付分全部加倍</source>
        <translation>Old dealer: the dealer deals again, and every payment of this hand is doubled</translation>
    </message>
    <message>
        <source>包{bid}</source>
        <translation>Bid {bid}</translation>
    </message>
    <message>
        <source>不包</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>思考中</source>
        <translation>Thinking</translation>
    </message>
    <message>
        <source>财神</source>
        <translation>Wilds</translation>
    </message>
    <message>
        <source>无财神</source>
        <translation>No wilds</translation>
    </message>
    <message>
        <source>余 {n} 张</source>
        <translation>{n} tiles left</translation>
    </message>
    <message>
        <source>余 1 张</source>
        <translation>1 tile left</translation>
    </message>
    <message>
        <source>留 {n} 张</source>
        <translation>{n} in reserve</translation>
    </message>
    <message>
        <source>牌墙。黄色的 {n} 张是留牌，不摸：只剩留牌时还没人胡，就荒庄</source>
        <translation>The wall. The {n} yellow tiles are the reserve, never drawn: if nobody has won when only they are left, the hand is drawn</translation>
    </message>
    <message>
        <source>牌墙。黄色的 1 张是留牌，不摸：只剩留牌时还没人胡，就荒庄</source>
        <translation>The wall. The yellow tile is the reserve, never drawn: if nobody has won when only it is left, the hand is drawn</translation>
    </message>
    <message>
        <source>第 {n} 局</source>
        <translation>Hand {n}</translation>
    </message>
    <message>
        <source>{game} · 第 {n} 局</source>
        <translation>{game} · Hand {n}</translation>
    </message>
    <message>
        <source>翻牌</source>
        <translation>Turned over</translation>
    </message>
    <message>
        <source>翻牌 {tile}</source>
        <translation>Turned over: {tile}</translation>
    </message>
    <message>
        <source>吃</source>
        <translation>Chow</translation>
    </message>
    <message>
        <source>碰</source>
        <translation>Pung</translation>
    </message>
    <message>
        <source>杠</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>明杠</source>
        <translation>Exposed kong</translation>
    </message>
    <message>
        <source>暗杠</source>
        <translation>Concealed kong</translation>
    </message>
    <message>
        <source>补杠</source>
        <translation>Added kong</translation>
    </message>
    <message>
        <source>胡</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>自摸</source>
        <translation>Self-draw</translation>
    </message>
    <message>
        <source>抢杠</source>
        <translation>Rob the kong</translation>
    </message>
    <message>
        <source>过</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>{who}{theirs}了这张牌（比你优先），你的{mine}没成</source>
        <translation>{who} took the tile ({theirs}) ahead of your {mine}</translation>
    </message>
    <message>
        <source>{label} {key}</source>
        <translation>{label} ({key})</translation>
    </message>
    <message>
        <source>空格</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>回车</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>请出牌：点一张牌打出（或用 ← → 选、回车打出）</source>
        <translation>Your turn: click a tile to discard it (or ← → and Enter)</translation>
    </message>
    <message>
        <source>可以自摸：按“自摸”（H）；或点一张牌打出</source>
        <translation>You can win: press Self-draw (H); or click a tile to discard it</translation>
    </message>
    <message>
        <source>可以自摸：按“自摸”（H）；也可以杠（K），或点一张牌打出</source>
        <translation>You can win: press Self-draw (H); or kong (K), or click a tile to discard it</translation>
    </message>
    <message>
        <source>可以杠（K），或点一张牌打出（或用 ← → 选、回车打出）</source>
        <translation>You can kong (K); or click a tile to discard it (or ← → and Enter)</translation>
    </message>
    <message>
        <source>请出牌：吃后不能打{tiles}（灰的牌）；点另一张牌打出（或用 ← → 选、回车打出）</source>
        <translation>Your turn: after a chow you may not discard {tiles} (greyed); click another tile (or ← → and Enter)</translation>
    </message>
    <message>
        <source>{seat}打出{tile}：可以{verbs}，或按“过”</source>
        <translation>{seat} discarded {tile}: {verbs}, or press Pass</translation>
    </message>
    <message>
        <source>{seat}补杠{tile}：可以{verbs}，或按“过”</source>
        <translation>{seat} adds {tile} to a pung: {verbs}, or press Pass</translation>
    </message>
    <message>
        <source>{seat}打出{tile}：你不能吃、碰、杠或胡，请按“继续”</source>
        <translation>{seat} discarded {tile}: nothing for you to claim; press Continue</translation>
    </message>
    <message>
        <source>{seat}打出{tile}：你可以{verbs}，已按“{why}”替你“过”，请按“继续”</source>
        <translation>{seat} discarded {tile}: you could {verbs}, but it was passed for you by &quot;{why}&quot;; press Continue</translation>
    </message>
    <message>
        <source>{setting}：{choice}</source>
        <translation>{setting}: {choice}</translation>
    </message>
    <message>
        <source>选择{meld}：鼠标移到候选上查看，点击选定，Esc 取消（或用 ← → 选，回车或再按 {key} 定）</source>
        <translation>Choose {meld}: point at a choice to see it, click to take it, Esc to go back (or ← → and Enter, or {key} again)</translation>
    </message>
    <message>
        <source>吃的组合</source>
        <translation>a chow</translation>
    </message>
    <message>
        <source>碰的组合</source>
        <translation>a pung</translation>
    </message>
    <message>
        <source>杠的组合</source>
        <translation>a kong</translation>
    </message>
    <message>
        <source>明杠的组合</source>
        <translation>an exposed kong</translation>
    </message>
    <message>
        <source>暗杠的组合</source>
        <translation>a concealed kong</translation>
    </message>
    <message>
        <source>补杠的组合</source>
        <translation>an added kong</translation>
    </message>
    <message>
        <source>请包牌或不包（或用 ← → ↑ ↓ 选、回车确定）</source>
        <translation>Bid or pass (or ← → ↑ ↓ and Enter)</translation>
    </message>
    <message>
        <source>请定财神（或用 ← → 在手牌里选、↑ ↓ 选任一种，回车确定）</source>
        <translation>Name the wild tiles (or ← → for your kinds, ↑ ↓ for any kind, and Enter)</translation>
    </message>
    <message>
        <source>等待{name}……</source>
        <translation>Waiting for {name}...</translation>
    </message>
    <message>
        <source>演示：四家电脑对局</source>
        <translation>Demo: four computer players</translation>
    </message>
    <message>
        <source>、</source>
        <translation> / </translation>
    </message>
    <message>
        <source>包牌</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>最高：{who} 包 {bid}</source>
        <translation>Highest: {who}, {bid}</translation>
    </message>
    <message>
        <source>还没有人包</source>
        <translation>No bids yet</translation>
    </message>
    <message>
        <source>还没有人包；四家都不包则你（庄家）包2台</source>
        <translation>No bids yet; if all four pass, you (the dealer) bid 2 tai</translation>
    </message>
    <message>
        <source>三家都不包：你也不包则庄家包2台</source>
        <translation>The other three passed: if you pass too, the dealer bids 2 tai</translation>
    </message>
    <message>
        <source>包牌时：{said}</source>
        <translation>Bidding: {said}</translation>
    </message>
    <message>
        <source>N台：两种财神 · 独N台：一种 · 无财N台：无财神</source>
        <translation>N tai: two wild kinds · Solo: one · No-wild: none</translation>
    </message>
    <message>
        <source>包家要够 N 台才能胡，输赢都加包牌分（鼠标停在按钮上可看详情）</source>
        <translation>The bidder needs N tai to win, and wins or pays the bid&apos;s points on top (hover over a bid for more)</translation>
    </message>
    <message>
        <source>{bid}：胡牌至少要 {n} 台；{wilds}。包牌分 B = {b}：你胡，另三家各多付 {b}；别人胡或荒庄，你多付 3B = {b3}。</source>
        <translation>{bid}: you need at least {n} tai to win; {wilds}. Bid points B = {b}: when you win, each other player pays {b} more; when someone else wins, or nobody does, you pay 3B = {b3} more.</translation>
    </message>
    <message>
        <source>两种财神（8 张）</source>
        <translation>two wild kinds (8 tiles)</translation>
    </message>
    <message>
        <source>一种财神（4 张）</source>
        <translation>one wild kind (4 tiles)</translation>
    </message>
    <message>
        <source>没有财神</source>
        <translation>no wilds</translation>
    </message>
    <message>
        <source>定财神（{bid}）</source>
        <translation>Name the wilds ({bid})</translation>
    </message>
    <message>
        <source>从手牌中选</source>
        <translation>From your hand</translation>
    </message>
    <message>
        <source>从全部牌中选</source>
        <translation>Any kind</translation>
    </message>
    <message>
        <source>财神将是：</source>
        <translation>The wilds will be:</translation>
    </message>
    <message>
        <source>确定</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>财×{n}
{state}</source>
        <translation>Wild ×{n}
{state}</translation>
    </message>
    <message>
        <source>这手牌将有 {n} 张财神，{state}</source>
        <translation>This hand will hold {n} wilds: {state}</translation>
    </message>
    <message>
        <source>这手牌将有 1 张财神，{state}</source>
        <translation>This hand will hold 1 wild: {state}</translation>
    </message>
    <message>
        <source>{who}自摸</source>
        <translation>{who}: self-drawn win</translation>
    </message>
    <message>
        <source>{who}胡牌，{dwho}放冲</source>
        <translation>{who}: win on the discard of {dwho}</translation>
    </message>
    <message>
        <source>{who}抢杠胡，{dwho}被抢</source>
        <translation>{who}: win by robbing the kong of {dwho}</translation>
    </message>
    <message>
        <source>荒庄：包家{who}赔付</source>
        <translation>Drawn hand: the bidder {who} pays</translation>
    </message>
    <message>
        <source>{label} {tai}台</source>
        <translation>{label} {tai} tai</translation>
    </message>
    <message>
        <source>{items} = {tai}台</source>
        <translation>{items} = {tai} tai</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>{tile}（财神）</source>
        <translation>{tile} (wild)</translation>
    </message>
    <message>
        <source> </source>
        <translation>, </translation>
    </message>
    <message>
        <source>付分</source>
        <translation>Payments</translation>
    </message>
    <message>
        <source>总分</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{delta:+d}</source>
        <translation>{delta:+d}</translation>
    </message>
    <message>
        <source>付 {n}</source>
        <translation>pays {n}</translation>
    </message>
    <message>
        <source>收 {n}</source>
        <translation>gets {n}</translation>
    </message>
    <message>
        <source>收起 ▴</source>
        <translation>Hide ▴</translation>
    </message>
    <message>
        <source>展开 ▾</source>
        <translation>Show ▾</translation>
    </message>
    <message>
        <source>收起或展开（空格；↑ 收起，↓ 展开），看得见后面的牌</source>
        <translation>Hide or show the result (Space; Up hides, Down shows) to see the tiles behind it</translation>
    </message>
    <message>
        <source>按住标题拖动，可把结果移开看牌桌</source>
        <translation>Drag the title to move the result aside and see the table</translation>
    </message>
    <message>
        <source>老庄：加倍</source>
        <translation>Old dealer (the dealer deals again): doubled</translation>
    </message>
    <message>
        <source>翻麻将 {tai}台：2^n 是 n 个 2 相乘；每笔付分都是 m 的倍数，m = 2^({tai}-1) = {m}</source>
        <translation>Fan mahjong, {tai} tai: 2^n = n twos multiplied; every payment is a multiple of m = 2^({tai}-1) = {m}</translation>
    </message>
    <message>
        <source>算式：2^n 是 n 个 2 相乘；自摸 {tai} 台，各家按 2^{tai} 算；{b} 是包牌分</source>
        <translation>2^n = n twos multiplied; self-drawn with {tai} tai, every line counts 2^{tai}; {b} = the bid&apos;s points</translation>
    </message>
    <message>
        <source>算式：2^n 是 n 个 2 相乘；胡家 {tai} 台，放冲的一家按 2^{tai} 算，另两家按 2^{lower} 算；{b} 是包牌分</source>
        <translation>2^n = n twos multiplied; {tai} tai on a discard: the discarder&apos;s line counts 2^{tai}, the other two&apos;s 2^{lower}; {b} = the bid&apos;s points</translation>
    </message>
    <message>
        <source>，包家那一行 ×3：三家各一份</source>
        <translation> (×3 on the bidder&apos;s line: once for each of the three)</translation>
    </message>
    <message>
        <source>包家付给每家包牌分 {b}</source>
        <translation>The bidder pays each player the bid&apos;s points, {b}</translation>
    </message>
    <message>
        <source>；×{k}：{why}</source>
        <translation>; ×{k} = {why}</translation>
    </message>
    <message>
        <source>老庄加倍</source>
        <translation>old dealer</translation>
    </message>
    <message>
        <source>{role}（{bao}）</source>
        <translation>{role} ({bao})</translation>
    </message>
    <message>
        <source>被抢杠</source>
        <translation>robbed of a kong</translation>
    </message>
    <message>
        <source>基础分 {n}</source>
        <translation>base points {n}</translation>
    </message>
    <message>
        <source>{a}，{b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>荒庄，不付分</source>
        <translation>Drawn hand: nobody pays</translation>
    </message>
    <message>
        <source>庄家连庄：下一局是老庄，付分加倍</source>
        <translation>The dealer deals again: the next hand is an old-dealer hand, payments double</translation>
    </message>
    <message>
        <source>下一局</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>胡的牌</source>
        <translation>Winning tile</translation>
    </message>
    <message>
        <source>财神当作：{tiles}</source>
        <translation>Wilds stood for: {tiles}</translation>
    </message>
    <message>
        <source>最终排名</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>本场结束：最终排名</source>
        <translation>Match over: final standings</translation>
    </message>
    <message>
        <source>第{rank}名</source>
        <translation>#{rank}</translation>
    </message>
    <message>
        <source>再来一场</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>{n}台</source>
        <translation>{n} tai</translation>
    </message>
    <message>
        <source>独{n}台</source>
        <translation>Solo {n} tai</translation>
    </message>
    <message>
        <source>无财{n}台</source>
        <translation>No-wild {n} tai</translation>
    </message>
    <message>
        <source>设置</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>常规</source>
        <translation>General</translation>
    </message>
    <message>
        <source>提示与吃碰</source>
        <translation>Hints and claims</translation>
    </message>
    <message>
        <source>默认规则</source>
        <translation>Default rules</translation>
    </message>
    <message>
        <source>新开的对局使用这些规则。</source>
        <translation>New matches use these rules.</translation>
    </message>
    <message>
        <source>语言</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>跟随系统</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>中文</source>
        <translation>Chinese (中文)</translation>
    </message>
    <message>
        <source>英文（English）</source>
        <translation>English</translation>
    </message>
    <message>
        <source>按“确定”后立即生效，不用重新启动。</source>
        <translation>Takes effect when you press OK, with no restart.</translation>
    </message>
    <message>
        <source>时间到时：能吃碰杠时算“过”（能胡就胡），包牌时算“不包”；该你出牌或定财神时由电脑托管，点“托管”收回。</source>
        <translation>When time runs out: a claim you could make is passed (a win is taken), and so is a bid; when you must discard or name the wilds, the computer takes over (Autoplay) until you press Autoplay again.</translation>
    </message>
    <message>
        <source>动画速度</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>摸牌、出牌、吃碰时牌移动的快慢；选“关闭”，牌直接到位。</source>
        <translation>How fast tiles slide when drawn, discarded or claimed; with Off they go straight into place.</translation>
    </message>
    <message>
        <source>界面</source>
        <translation>Display</translation>
    </message>
    <message>
        <source>节奏</source>
        <translation>Pace</translation>
    </message>
    <message>
        <source>存档与记录</source>
        <translation>Saves and records</translation>
    </message>
    <message>
        <source>数据文件夹</source>
        <translation>Data folder</translation>
    </message>
    <message>
        <source>自动存档、对局记录和日志都放在这里。</source>
        <translation>The autosave, the history of hands and the log are kept here.</translation>
    </message>
    <message>
        <source>打开文件夹</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <source>系统没能打开它：请按上面的路径自己打开。</source>
        <translation>The system could not open it: open the path above yourself.</translation>
    </message>
    <message>
        <source>关闭</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>慢</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>正常</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>快</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>声音</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>静音</source>
        <translation>Mute</translation>
    </message>
    <message>
        <source>音量</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>电脑出牌间隔</source>
        <translation>Computer move delay</translation>
    </message>
    <message>
        <source>电脑每走一步后停顿的时间，好让你看清它打了什么；0 为不停顿。</source>
        <translation>How long the table pauses after each computer move, so you can see what it played; 0 for no pause.</translation>
    </message>
    <message>
        <source> 毫秒</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>显示提示</source>
        <translation>Show hints</translation>
    </message>
    <message>
        <source>窗口宽度不到 1240 像素时，提示栏默认收起（按 F2 打开）。</source>
        <translation>In a window less than 1240 pixels wide the hints start closed (F2 opens them).</translation>
    </message>
    <message>
        <source>建议来自</source>
        <translation>Advice from</translation>
    </message>
    <message>
        <source>困难（即时）</source>
        <translation>Hard (at once)</translation>
    </message>
    <message>
        <source>专家（模拟牌局，稍慢）</source>
        <translation>Expert (simulates deals; slower)</translation>
    </message>
    <message>
        <source>困难：建议即时给出。专家：在后台推演，牌桌照常进行；推演完成前，提示栏显示“专家思考中”。</source>
        <translation>Hard: advice at once. Expert: worked out in the background while the table plays on; until it is ready the hints say the expert is thinking.</translation>
    </message>
    <message>
        <source>吃碰杠询问</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>只问值得的</source>
        <translation>Ask only when worth it</translation>
    </message>
    <message>
        <source>每次都问</source>
        <translation>Ask every time</translation>
    </message>
    <message>
        <source>“只问值得的”：能胡、正碰、正杠（不用财神）总是询问；吃，以及用财神的碰和杠，只在它让手牌更接近听牌（向听数变少，与提示栏同一个算法）、并且之后仍能凑够起胡台数时才询问，其余的自动“过”（多人同屏“依次询问”时，反正每人都看，能吃碰杠的都问）。牌桌右上角的“本局只胡”可让本局只在能胡时询问。</source>
        <translation>&quot;Only when worth it&quot;: a win, and a pung or kong without wilds, are always asked; a chow, and a pung or kong that uses wilds, only when it brings the hand closer to ready (fewer tiles from ready, counted as the hints count) and the hand can still reach its minimum tai after it. The rest are passed automatically (when several people take turns and each looks at every discard, every claim is asked: they are looking anyway). &quot;This hand: wins only&quot; at the top right of the table asks only about wins until the hand ends.</translation>
    </message>
    <message>
        <source>多人同屏时</source>
        <translation>In hot-seat</translation>
    </message>
    <message>
        <source>只胡（自动）</source>
        <translation>Wins only (automatic)</translation>
    </message>
    <message>
        <source>每次打牌后依次询问每个人</source>
        <translation>Ask everyone after every discard</translation>
    </message>
    <message>
        <source>几个人轮流用一台电脑时，遮挡画面若只为能吃碰的人落下，别人就知道了他的牌。“只胡”：玩家不吃、不碰、不杠别人打的牌（自己的暗杠、补杠照常），能胡时自动胡，画面只在轮到谁出牌、包牌或定财神时遮挡。“依次询问”：每次有人打牌，其余每个人按座位顺序就座看一眼（下家最后，看完接着摸牌），能吃碰杠胡的看到按钮，不能的按“继续”；牌桌停在打牌的那一刻，谁都看不出别人能不能吃碰。这样画面遮挡要多得多（三个人时一局常有一百次上下）。</source>
        <translation>When several people share one computer, a curtain that came down only for someone who can claim would tell the others about their tiles. &quot;Wins only&quot;: people do not chow, pung or kong another player&apos;s discard (their own concealed and added kongs they still make), a win is taken automatically, and the curtain comes down only for whoever must bid, name the wilds or play a turn. &quot;Ask everyone&quot;: after every discard each of the others sits down in seat order and looks (the next player last, who then draws and plays on); whoever can claim sees the buttons, the others press Continue. The table stays as it was at the discard, so nobody can tell whether someone else could claim. The screen is then covered far more often (a hundred times a hand or so with three people).</translation>
    </message>
    <message>
        <source>每步限时</source>
        <translation>Time limit per move</translation>
    </message>
    <message>
        <source> 秒</source>
        <translation> s</translation>
    </message>
    <message>
        <source>不限时</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>恢复默认</source>
        <translation>Restore defaults</translation>
    </message>
    <message>
        <source>玩家{n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>新游戏</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>座位</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>{wind}家</source>
        <translation>Seat {wind}</translation>
    </message>
    <message>
        <source>第一局的庄家</source>
        <translation>Dealer of the first hand</translation>
    </message>
    <message>
        <source>真人</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>电脑·简单</source>
        <translation>Computer · easy</translation>
    </message>
    <message>
        <source>电脑·普通</source>
        <translation>Computer · normal</translation>
    </message>
    <message>
        <source>电脑·困难</source>
        <translation>Computer · hard</translation>
    </message>
    <message>
        <source>电脑·专家</source>
        <translation>Computer · expert</translation>
    </message>
    <message>
        <source>简单</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>普通</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>困难</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>专家</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>名字（可不填）</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>名字可不填，最多 {n} 个字</source>
        <translation>A name is optional, up to {n} characters</translation>
    </message>
    <message>
        <source>对局</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>局数</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>一圈</source>
        <translation>One round</translation>
    </message>
    <message>
        <source>{n} 局</source>
        <translation>{n} hands</translation>
    </message>
    <message>
        <source>基础分</source>
        <translation>Base points</translation>
    </message>
    <message>
        <source>牌局编号</source>
        <translation>Deal number</translation>
    </message>
    <message>
        <source>不填则随机；填同一个数字可重打同样的牌</source>
        <translation>Leave empty for a random deal; the same number deals the same tiles again</translation>
    </message>
    <message>
        <source>随机</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>规则选项</source>
        <translation>Rule options</translation>
    </message>
    <message>
        <source>开始</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>结束当前对局，开始</source>
        <translation>End this match and start</translation>
    </message>
    <message>
        <source>多人同屏：按现在的设置，玩家只能胡牌，不能吃、碰、杠别人打的牌（{where}）。</source>
        <translation>Hot-seat: with the current settings players can only declare a win on another player&apos;s discard, with no chow, pung or kong of it ({where}).</translation>
    </message>
    <message>
        <source>开始新对局，正在进行的对局就结束了（打完的局留在历史里）。</source>
        <translation>Starting a new match ends the one in progress (its finished hands stay in History).</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>玩法</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>包麻将</source>
        <translation>Bao mahjong</translation>
    </message>
    <message>
        <source>翻麻将</source>
        <translation>Fan mahjong</translation>
    </message>
    <message>
        <source>翻麻将财神种数</source>
        <translation>Wild kinds (fan)</translation>
    </message>
    <message>
        <source>先包牌叫台数，包家定财神</source>
        <translation>Bid for tai; the winning bidder names the wilds</translation>
    </message>
    <message>
        <source>不包牌，翻一张牌定财神，每多1台付分翻倍</source>
        <translation>No bidding; a tile turned over names the wild; each tai doubles the pay</translation>
    </message>
    <message>
        <source>定财神</source>
        <translation>Choosing the wilds</translation>
    </message>
    <message>
        <source>包家指定</source>
        <translation>Named by the bidder</translation>
    </message>
    <message>
        <source>打出的财神可以吃碰杠胡</source>
        <translation>Discarded wilds may be claimed</translation>
    </message>
    <message>
        <source>吃后不能换打</source>
        <translation>No swap discard after a chow</translation>
    </message>
    <message>
        <source>门风刻算台</source>
        <translation>Seat-wind pung scores</translation>
    </message>
    <message>
        <source>全字牌台数</source>
        <translation>All-honours tai</translation>
    </message>
    <message>
        <source>无财牌局也算无财</source>
        <translation>No-wild tai in no-wild hands</translation>
    </message>
    <message>
        <source>留牌张数</source>
        <translation>Reserve tiles</translation>
    </message>
    <message>
        <source>最高包台数</source>
        <translation>Highest bid</translation>
    </message>
    <message>
        <source>继续上次的对局？</source>
        <translation>Continue the last match?</translation>
    </message>
    <message>
        <source>上次的对局停在第 {hand} 局：{players}</source>
        <translation>The last match stopped at hand {hand}: {players}</translation>
    </message>
    <message>
        <source>玩法：{game}</source>
        <translation>Game: {game}</translation>
    </message>
    <message>
        <source>这一局正在叫包</source>
        <translation>The hand is at the bidding</translation>
    </message>
    <message>
        <source>{name}包{bid}，正在定财神</source>
        <translation>Bidder: {name}, at {bid}; naming the wilds</translation>
    </message>
    <message>
        <source>这一局已打完，还没进入下一局</source>
        <translation>The hand is over; the next is not dealt yet</translation>
    </message>
    <message>
        <source>{name}包{bid}，余 {n} 张</source>
        <translation>Bidder: {name}, at {bid}; {n} tiles left</translation>
    </message>
    <message>
        <source>{name}包{bid}，余 1 张</source>
        <translation>Bidder: {name}, at {bid}; 1 tile left</translation>
    </message>
    <message>
        <source>余 {n} 张可摸</source>
        <translation>{n} tiles left</translation>
    </message>
    <message>
        <source>余 1 张可摸</source>
        <translation>1 tile left</translation>
    </message>
    <message>
        <source>继续</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>请{who}就座——点击或按回车继续</source>
        <translation>{who}, please take your seat — click or press Enter to continue</translation>
    </message>
    <message>
        <source>其他玩家请不要看屏幕</source>
        <translation>Other players, please look away from the screen</translation>
    </message>
    <message>
        <source>{seat}打出{tile}，你可以{verbs}：已按“{why}”替你过（{where}）</source>
        <translation>{seat} discarded {tile}, which you could {verbs}; the table passed for you, as &quot;{why}&quot; says ({where})</translation>
    </message>
    <message>
        <source>{menu} → {item}</source>
        <translation>{menu} → {item}</translation>
    </message>
    <message>
        <source>{who}能胡，已按设置自动胡牌</source>
        <translation>{who} could win, and the win was taken for them, as the settings say</translation>
    </message>
    <message>
        <source>你上次出手之后：</source>
        <translation>Since your last move:</translation>
    </message>
    <message>
        <source>你上次看牌之后：</source>
        <translation>Since you last looked:</translation>
    </message>
    <message>
        <source>本局到现在：</source>
        <translation>This hand so far:</translation>
    </message>
    <message>
        <source>你刚才：</source>
        <translation>Your last move:</translation>
    </message>
    <message>
        <source>等待其他玩家……</source>
        <translation>Waiting for the other players...</translation>
    </message>
    <message>
        <source>托管</source>
        <translation>Autoplay</translation>
    </message>
    <message>
        <source>本局只胡</source>
        <translation>This hand: wins only</translation>
    </message>
    <message>
        <source>本局余下的时间只在能胡时询问；吃、碰、杠一律自动“过”（下一局恢复）</source>
        <translation>For the rest of this hand, ask only about wins: chows, pungs and kongs are passed automatically (back to normal next hand)</translation>
    </message>
    <message>
        <source>托管中：电脑替你出牌</source>
        <translation>Autoplay: the computer plays for you</translation>
    </message>
    <message>
        <source>电脑替你打，直到再按一次（{key}）或按“下一局”</source>
        <translation>The computer plays for you until you press this again ({key}) or Next hand</translation>
    </message>
    <message>
        <source>悔牌</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>全屏</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>收回你上一步打出的牌、叫的包或定的财神，连同之后各家的动作（{key}；一人对电脑时，本局结束前）</source>
        <translation>Take back your last discard, bid or wild choice, and everything played since ({key}; playing alone against the computer, until the hand ends)</translation>
    </message>
    <message>
        <source>已悔牌：{tile}回到你手里，重新出牌</source>
        <translation>Taken back: {tile} is in your hand again; discard again</translation>
    </message>
    <message>
        <source>已悔牌：收回“{bid}”，重新叫包</source>
        <translation>Taken back: &quot;{bid}&quot;; bid again</translation>
    </message>
    <message>
        <source>已悔牌：收回“定{tile}为财神”，重新定财神</source>
        <translation>Taken back: naming {tile} for the wilds; name the wilds again</translation>
    </message>
    <message>
        <source>（其后你的{melds}也退回了）</source>
        <translation> (your {melds} made after it was undone too)</translation>
    </message>
    <message>
        <source>剩 {s} 秒</source>
        <translation>{s} s left</translation>
    </message>
    <message>
        <source>存档已停止：{reason}</source>
        <translation>Saving is off: {reason}</translation>
    </message>
    <message>
        <source>；</source>
        <translation>; </translation>
    </message>
    <message>
        <source>这台电脑上没有能显示中文的字体，游戏改用英文显示。装上中文字体（例如 fonts-wqy-microhei）后即可用中文。</source>
        <translation>No font on this computer can show Chinese, so the game is shown in English. Install a Chinese font (for example fonts-wqy-microhei) to play in Chinese.</translation>
    </message>
    <message>
        <source>The English translation of the game is damaged, so it is shown in Chinese; installing the game again repairs it. 英文翻译文件已损坏，游戏用中文显示；重新安装游戏即可修复。</source>
        <translation>The English translation of the game is damaged, so it is shown in Chinese; installing the game again repairs it.</translation>
    </message>
    <message>
        <source>设置没能写入 {file}：改动这次有效，下次启动时不会保留。</source>
        <translation>The settings could not be written to {file}: your changes apply now but will not be kept for the next start.</translation>
    </message>
    <message>
        <source>另一个游戏窗口正在使用数据文件夹 {folder}，这个窗口不存档</source>
        <translation>another window of the game is using the data folder {folder}; this window does not save</translation>
    </message>
    <message>
        <source>启动时的发现</source>
        <translation>Found at start</translation>
    </message>
    <message>
        <source>启动时发现了以下情况（游戏可以照常进行）：</source>
        <translation>The start found the following (the game goes on as usual):</translation>
    </message>
    <message>
        <source>{name} 原是指向 {target} 的链接，链接已移到 {moved}</source>
        <translation>{name} was a link to {target}; the link was moved to {moved}</translation>
    </message>
    <message>
        <source>{name} 是游戏不会写入的链接，无法移开（{error}）</source>
        <translation>{name} is a link the game does not write through and cannot be moved ({error})</translation>
    </message>
    <message>
        <source>{name} 不是文件，已移到 {moved}</source>
        <translation>{name} was not a file; it was moved to {moved}</translation>
    </message>
    <message>
        <source>存档 {name} 不是文件，里面没有可继续的对局；它已移到 {moved}</source>
        <translation>The autosave {name} was not a file, so there was no match in it to continue; it was moved to {moved}</translation>
    </message>
    <message>
        <source>{name} 不是文件，也无法移开（{error}）</source>
        <translation>{name} is not a file and cannot be moved ({error})</translation>
    </message>
    <message>
        <source>{name} 与 {other} 是同一个文件的两个名字；{name} 已移到 {moved}，{other} 保留</source>
        <translation>{name} and {other} were two names of one file; {name} was moved to {moved}, {other} kept</translation>
    </message>
    <message>
        <source>{name} 是 {other} 的另一个名字，无法移开（{error}）</source>
        <translation>{name} is a second name of {other} and cannot be moved ({error})</translation>
    </message>
    <message>
        <source>数据文件夹 {folder} 无法写入（{error}）</source>
        <translation>the data folder {folder} cannot be written ({error})</translation>
    </message>
    <message>
        <source>{name} 无法写入（{error}）</source>
        <translation>{name} cannot be written ({error})</translation>
    </message>
    <message>
        <source>数据文件夹无法使用（{problem}）</source>
        <translation>the data folder cannot be used ({problem})</translation>
    </message>
    <message>
        <source>{folder} 不是文件夹</source>
        <translation>{folder} is not a folder</translation>
    </message>
    <message>
        <source>{path} 是一个无处可去的链接（循环，或目标已不在）</source>
        <translation>{path} is a link that leads nowhere (a loop, or its target is gone)</translation>
    </message>
    <message>
        <source>{path} 指向本机没有的用户的主文件夹</source>
        <translation>{path} names the home folder of a user this computer does not know</translation>
    </message>
    <message>
        <source>{folder}：{error}</source>
        <translation>{folder}: {error}</translation>
    </message>
    <message>
        <source>程序自带的文件不能用（{problem}）：重装游戏前，电脑叫包会差一些</source>
        <translation>A file of the program itself cannot be used ({problem}): until the game is installed again, the computers bid less well</translation>
    </message>
    <message>
        <source>磁盘已满</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>没有权限</source>
        <translation>no permission</translation>
    </message>
    <message>
        <source>磁盘是只读的</source>
        <translation>the disk is read-only</translation>
    </message>
    <message>
        <source>磁盘读写出错</source>
        <translation>the disk could not be read or written</translation>
    </message>
    <message>
        <source>文件名太长</source>
        <translation>the name is too long</translation>
    </message>
    <message>
        <source>找不到它（或它所在的文件夹）</source>
        <translation>it (or its folder) is not there</translation>
    </message>
    <message>
        <source>它是一个文件夹</source>
        <translation>it is a folder</translation>
    </message>
    <message>
        <source>路径中的某个文件夹其实是文件</source>
        <translation>a folder in its path is a file</translation>
    </message>
    <message>
        <source>它正被占用</source>
        <translation>it is in use</translation>
    </message>
    <message>
        <source>磁盘配额已用完</source>
        <translation>the disk quota is used up</translation>
    </message>
    <message>
        <source>链接绕成了一个圈</source>
        <translation>a link leads in a loop</translation>
    </message>
    <message>
        <source>{what}无法读取（{error}）</source>
        <translation>{what} cannot be read ({error})</translation>
    </message>
    <message>
        <source>{what}不是普通文件</source>
        <translation>{what} is not a regular file</translation>
    </message>
    <message>
        <source>{what}太大（{size} 字节，最多 {limit} 字节）</source>
        <translation>{what} is too large ({size} bytes; at most {limit})</translation>
    </message>
    <message>
        <source>{what}太大（超过 {limit} 字节）</source>
        <translation>{what} is too large (more than {limit} bytes)</translation>
    </message>
    <message>
        <source>文件</source>
        <translation>the file</translation>
    </message>
    <message>
        <source>存档</source>
        <translation>the save</translation>
    </message>
    <message>
        <source>设置文件无法读取，已改用默认设置</source>
        <translation>The settings file cannot be read; the defaults are used</translation>
    </message>
    <message>
        <source>设置文件里有 {n} 项设置无效，已改用默认值</source>
        <translation>Settings with invalid values: {n}; they are back to their defaults</translation>
    </message>
    <message>
        <source>设置文件无法正常使用，已改用默认设置（详情见日志）</source>
        <translation>The settings file cannot be used as it is; the defaults are used (the log says why)</translation>
    </message>
    <message>
        <source>存档无法读取</source>
        <translation>The save cannot be read</translation>
    </message>
    <message>
        <source>正在读取上次的对局……</source>
        <translation>Reading the last match…</translation>
    </message>
    <message>
        <source>上次的存档无法读取（可能已损坏）。

它已被移到：
{path}

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>The last save cannot be read (it may be damaged).

It has been moved to:
{path}

A new game starts now.

(Technical details: {error})</translation>
    </message>
    <message>
        <source>上次的存档无法读取（可能已损坏）。

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>The last save cannot be read (it may be damaged).

A new game starts now.

(Technical details: {error})</translation>
    </message>
    <message>
        <source>存档里有 {n} 位玩家的设置无法读取，已改为默认；原存档另存为 {path}</source>
        <translation>The save&apos;s settings of {n} players could not be read and are the defaults now; the save as it was is kept as {path}</translation>
    </message>
    <message>
        <source>存档里有 1 位玩家的设置无法读取，已改为默认；原存档另存为 {path}</source>
        <translation>The save&apos;s settings of 1 player could not be read and are the defaults now; the save as it was is kept as {path}</translation>
    </message>
    <message>
        <source>存档里有 {n} 位玩家的设置无法读取，已改为默认（原存档没能另存）</source>
        <translation>The save&apos;s settings of {n} players could not be read and are the defaults now (the save as it was could not be kept)</translation>
    </message>
    <message>
        <source>存档里有 1 位玩家的设置无法读取，已改为默认（原存档没能另存）</source>
        <translation>The save&apos;s settings of 1 player could not be read and are the defaults now (the save as it was could not be kept)</translation>
    </message>
    <message>
        <source>存档有一部分损坏</source>
        <translation>Part of the save is damaged</translation>
    </message>
    <message>
        <source>上次的存档无法读取（可能已损坏）。

它无法移走（可能正被其他程序使用），已复制一份到：
{path}

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>The last save cannot be read (it may be damaged).

It could not be moved (another program may be using it); a copy of it has been kept at:
{path}

A new game starts now.

(Technical details: {error})</translation>
    </message>
    <message>
        <source>上次的存档有一部分读不出来（可能已损坏）。

损坏之前的部分已恢复：对局停在第 {hand} 局的第 {steps} 步，可以继续。

{kept}

（技术细节：{error}）</source>
        <translation>Part of the last save cannot be read (it may be damaged).

Everything before it has been recovered: the match stands at step {steps} of hand {hand}, and you can continue it.

{kept}

(Technical details: {error})</translation>
    </message>
    <message>
        <source>完整的原存档已移到：
{path}</source>
        <translation>The whole original save has been moved to:
{path}</translation>
    </message>
    <message>
        <source>完整的原存档无法移走（可能正被其他程序使用），已复制一份到：
{path}</source>
        <translation>The whole original save could not be moved (another program may be using it); a copy of it has been kept at:
{path}</translation>
    </message>
    <message>
        <source>完整的原存档既无法移走也无法复制，仍在原处；对局继续后，若能保存，自动保存会覆盖它。</source>
        <translation>The whole original save could be neither moved nor copied: it is still where it was, and the autosave will write over it as the match goes on, if saving works there.</translation>
    </message>
    <message>
        <source>存档来自新版本</source>
        <translation>Save from a newer version</translation>
    </message>
    <message>
        <source>上次的对局是用更新版本的游戏保存的，这个版本读不了。

它原样保留在：
{path}

装回新版本后，没有别的对局要继续时，它会自动接着玩。

现在开始新游戏。</source>
        <translation>The last match was saved by a newer version of the game, which this version cannot read.

It is kept unchanged at:
{path}

Install the newer version again and it will carry on with it whenever there is no other match to continue.

A new game starts now.</translation>
    </message>
    <message>
        <source>上次的对局是用更新版本的游戏保存的，这个版本读不了。

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>The last match was saved by a newer version of the game, which this version cannot read.

A new game starts now.

(Technical details: {error})</translation>
    </message>
    <message>
        <source>没有可以继续的对局。</source>
        <translation>There is no match to continue.</translation>
    </message>
    <message>
        <source>程序出错</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>程序遇到了一个错误。对局已自动保存，重新打开游戏即可继续。</source>
        <translation>The program ran into an error. The match has been saved: open the game again to continue.</translation>
    </message>
    <message>
        <source>详细记录在日志文件中：
{path}</source>
        <translation>The details are in the log file:
{path}</translation>
    </message>
    <message>
        <source>继续游戏</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>游戏</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>退出</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>工具</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>提示</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>声音已关（按 M 打开）</source>
        <translation>Sound off (M turns it on)</translation>
    </message>
    <message>
        <source>声音已开（按 M 关闭）</source>
        <translation>Sound on (M turns it off)</translation>
    </message>
    <message>
        <source>声音已开，但这台电脑没有能用的声音设备（按 M 关闭）</source>
        <translation>Sound on, but this computer has no sound device that works (M turns it off)</translation>
    </message>
    <message>
        <source>台数计算器</source>
        <translation>Tai calculator</translation>
    </message>
    <message>
        <source>历史记录</source>
        <translation>History</translation>
    </message>
    <message>
        <source>回放</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>帮助</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>规则</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>关于</source>
        <translation>About</translation>
    </message>
    <message>
        <source>诸暨包麻将 {version}

两种玩法：包麻将和翻麻将。
一人对三家电脑，
或几个人轮流在一台电脑上打。</source>
        <translation>Zhuji Bao Mahjong {version}

Two games: Bao mahjong and Fan mahjong.
One person against three computer players,
or several people taking turns at one computer.</translation>
    </message>
    <message>
        <source>数据文件夹：{folder}</source>
        <translation>Data folder: {folder}</translation>
    </message>
    <message>
        <source>“{what}”在这个版本中还不能用。</source>
        <translation>&quot;{what}&quot; is not available in this version yet.</translation>
    </message>
    <message>
        <source>向听：离听牌还差几张（听牌：再来一张就能胡）。有效牌：摸到就让手牌更近的牌，后面是还没见到的张数。够台：胡牌的台数够起胡。</source>
        <translation>From ready: how many tiles the hand still needs before it waits for a win (ready: one more tile wins). Useful tiles: draws that bring the hand closer, with how many of each are still unseen. Enough tai: a win worth the minimum.</translation>
    </message>
    <message>
        <source>轮到你时这里显示提示</source>
        <translation>Hints appear here when it is your turn</translation>
    </message>
    <message>
        <source>起胡 {n} 台</source>
        <translation>Minimum to win: {n} tai</translation>
    </message>
    <message>
        <source>建议：{action}</source>
        <translation>Suggested: {action}</translation>
    </message>
    <message>
        <source>专家思考中……</source>
        <translation>The expert is thinking...</translation>
    </message>
    <message>
        <source>专家没有给出建议</source>
        <translation>The expert has no advice</translation>
    </message>
    <message>
        <source>（专家也这样选）</source>
        <translation>(the expert chooses the same)</translation>
    </message>
    <message>
        <source>（专家：{reason}）</source>
        <translation>(the expert: {reason})</translation>
    </message>
    <message>
        <source>（专家推演约 {value:+.1f} 分）</source>
        <translation> (about {value:+.1f} points in the expert&apos;s playouts)</translation>
    </message>
    <message>
        <source>（专家推演约 {value:+.1f} 分；{other}推演约 {other_value:+.1f} 分）</source>
        <translation> (about {value:+.1f} points in the expert&apos;s playouts; {other}: about {other_value:+.1f} there)</translation>
    </message>
    <message>
        <source>打</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>第一次玩？F1 看玩法，F2 开关提示，{full_screen} 全屏（字大些）；“游戏 → 新游戏”选电脑难度（专家最强）、家人轮流玩和规则</source>
        <translation>New here? F1 how to play, F2 hints on or off, {full_screen} full screen (larger print); Game → New game: computers&apos; strength (Expert is best), people taking turns, rules</translation>
    </message>
    <message>
        <source>打开提示时回车按建议走；也可按：胡 H、吃 C、碰 P、杠 K、过 空格</source>
        <translation>Enter takes the hints&apos; advice (with the hints open); or press H win, C chow, P pung, K kong, Space pass</translation>
    </message>
    <message>
        <source>你可以胡：按 H 自摸；不胡就用 ← → 选一张牌，回车打出</source>
        <translation>You can win: press H to win (self-drawn); to discard instead, pick a tile with ← → and press Enter</translation>
    </message>
    <message>
        <source>窗口较窄，提示栏已收起（按 F2 打开）</source>
        <translation>The window is narrow: the hints are closed (F2 opens them)</translation>
    </message>
    <message>
        <source>财</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>财神{tile}</source>
        <translation>wild {tile}</translation>
    </message>
    <message>
        <source>{n}向听</source>
        <translation>{n} away from ready</translation>
    </message>
    <message>
        <source>听牌</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>能胡</source>
        <translation>complete</translation>
    </message>
    <message>
        <source>可以胡：{tai}</source>
        <translation>Complete hand: {tai}</translation>
    </message>
    <message>
        <source>胡牌牌型：{tai}，不够台（起胡 {minimum} 台）</source>
        <translation>Complete hand: {tai}, not enough to win ({minimum} tai needed)</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>{act}：{change}</source>
        <translation>{act}: {change}</translation>
    </message>
    <message>
        <source>{name}×{n}</source>
        <translation>{name} ×{n}</translation>
    </message>
    <message>
        <source>（用{tiles}）</source>
        <translation> with {tiles}</translation>
    </message>
    <message>
        <source>胡{tile}</source>
        <translation>Win on {tile}</translation>
    </message>
    <message>
        <source>胡{tile}：{tai}</source>
        <translation>Win on {tile}: {tai}</translation>
    </message>
    <message>
        <source>自摸：{tai}</source>
        <translation>Self-drawn win: {tai}</translation>
    </message>
    <message>
        <source>过——{claim}也不能让手牌更近一步</source>
        <translation>Pass rather than {claim}: it brings the hand no closer</translation>
    </message>
    <message>
        <source>过——{claim}虽能更近，但电脑还顾及台数或防守</source>
        <translation>Pass rather than {claim}: it would bring the hand closer, but the computer also weighs tai and safety</translation>
    </message>
    <message>
        <source>约 {value:+.1f} 分</source>
        <translation>about {value:+.1f} points</translation>
    </message>
    <message>
        <source>{act}：{value}</source>
        <translation>{act}: {value}</translation>
    </message>
    <message>
        <source>，还差 {n} 张</source>
        <translation>, {n} tiles short</translation>
    </message>
    <message>
        <source>，还差 1 张</source>
        <translation>, 1 tile short</translation>
    </message>
    <message>
        <source>，够 {tai} 台还差 {n} 张</source>
        <translation>, {n} tiles short of {tai} tai</translation>
    </message>
    <message>
        <source>，够 {tai} 台还差 1 张</source>
        <translation>, 1 tile short of {tai} tai</translation>
    </message>
    <message>
        <source>但不够台，够 {tai} 台还差 {n} 张</source>
        <translation>, but {n} tiles short of {tai} tai</translation>
    </message>
    <message>
        <source>，凑不够台</source>
        <translation>, cannot reach the bid&apos;s tai</translation>
    </message>
    <message>
        <source>“约 … 分”：按还差几张估算的每局平均得分（电脑的经验表：还差一样多的牌，分数都一样）。“还差”：配上最好的财神后，离够台的胡牌还差几张。</source>
        <translation>&quot;About... points&quot;: the average points per hand of hands that many tiles short, from the computer&apos;s table (every hand as many tiles short gets the same figure). &quot;Tiles short&quot;: how far the hand, with its best wilds, is from a win worth the bid.</translation>
    </message>
    <message>
        <source>“专家推演”：专家把这手牌照每种包法各打到底许多次，得分的平均；建议按它来，不按经验表。</source>
        <translation>&quot;In the expert&apos;s playouts&quot;: the mean score the expert found playing this hand out many times under each choice; its advice follows that figure, not the table.</translation>
    </message>
    <message>
        <source>（四家都不包，则由你这个庄家包2台）</source>
        <translation> (if all four pass, you, the dealer, bid 2 tai)</translation>
    </message>
    <message>
        <source>（不当包家的平均，不论谁包多少）</source>
        <translation> (what a seat that is not the bidder scores on average, whatever the bid)</translation>
    </message>
    <message>
        <source>（庄家包2台；分数是不当包家的平均）</source>
        <translation> (the dealer bids 2 tai; the figure is what a seat that is not the bidder scores on average)</translation>
    </message>
    <message>
        <source>{act}：手里 {n} 张财神，{state}</source>
        <translation>{act}: {n} wilds in hand, shape: {state}</translation>
    </message>
    <message>
        <source>{act}：手里 1 张财神，{state}</source>
        <translation>{act}: 1 wild in hand, shape: {state}</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑还顾及台数或防守）</source>
        <translation> (not the fastest: the computer also weighs tai and safety)</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在做{plan}，好够台）</source>
        <translation> (not the fastest: the computer plays for {plan}, to reach the tai it needs)</translation>
    </message>
    <message>
        <source>（向听多了，但按够台的打法不更远，杠后还多摸一张）</source>
        <translation> (farther from ready by count, but no farther from a hand with enough tai, and the kong earns a draw)</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在防包家）</source>
        <translation> (not the fastest: the computer guards against the bidder)</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在做{plan}，也在防包家）</source>
        <translation> (not the fastest: the computer plays for {plan} and guards against the bidder)</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在做{plan}，好够台；胡时无财神算 {tai} 台）</source>
        <translation> (not the fastest: the computer plays for {plan}, to reach the tai it needs; a win holding no wild scores {tai} tai)</translation>
    </message>
    <message>
        <source>（打哪张都凑不够{minimum}台：这手胡不了，打安全牌吧）</source>
        <translation> (no discard leaves a way to {minimum} tai: this hand cannot win; play safe tiles)</translation>
    </message>
    <message>
        <source>有效牌 {n} 张</source>
        <translation>{n} useful tiles</translation>
    </message>
    <message>
        <source>有效牌 1 张</source>
        <translation>1 useful tile</translation>
    </message>
    <message>
        <source>有效牌 {n} 张，够台的 {m} 张</source>
        <translation>{n} useful tiles ({m} of them toward enough tai)</translation>
    </message>
    <message>
        <source>有效牌 1 张，够台的 {m} 张</source>
        <translation>1 useful tile ({m} toward enough tai)</translation>
    </message>
    <message>
        <source>够台还差 {n} 张</source>
        <translation>{n} tiles short of enough tai</translation>
    </message>
    <message>
        <source>够台还差 1 张</source>
        <translation>1 tile short of enough tai</translation>
    </message>
    <message>
        <source>凑不够台</source>
        <translation>cannot reach the tai minimum</translation>
    </message>
    <message>
        <source>够台可胡 {n} 张</source>
        <translation>{n} winning tiles with enough tai</translation>
    </message>
    <message>
        <source>够台可胡 1 张</source>
        <translation>1 winning tile with enough tai</translation>
    </message>
    <message>
        <source>可胡 {n} 张，够台的 {m} 张</source>
        <translation>{n} winning tiles ({m} of them with enough tai)</translation>
    </message>
    <message>
        <source>可胡 1 张，够台的 {m} 张</source>
        <translation>1 winning tile ({m} with enough tai)</translation>
    </message>
    <message>
        <source>，起手就胡：天胡 8台</source>
        <translation>, complete as dealt: Heavenly hand, 8 tai</translation>
    </message>
    <message>
        <source>{n} 张能凑成胡牌牌型，但不够台</source>
        <translation>{n} tiles complete the hand, none with enough tai</translation>
    </message>
    <message>
        <source>1 张能凑成胡牌牌型，但不够台</source>
        <translation>1 tile completes the hand, without enough tai</translation>
    </message>
    <message>
        <source>×{n}</source>
        <translation>×{n}</translation>
    </message>
    <message>
        <source>{tai}台</source>
        <translation>{tai} tai</translation>
    </message>
    <message>
        <source>自摸{tai}台</source>
        <translation>{tai} tai self-drawn</translation>
    </message>
    <message>
        <source>不够台</source>
        <translation>low tai</translation>
    </message>
    <message>
        <source>（不够台）</source>
        <translation> (not enough tai)</translation>
    </message>
    <message>
        <source>（已全部现出，摸不到了）</source>
        <translation> (all in sight: none left to draw)</translation>
    </message>
    <message>
        <source>现在</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>打{tile}：{state}</source>
        <translation>Discard {tile}: {state}</translation>
    </message>
    <message>
        <source>{tile} {n}张 {tai}</source>
        <translation>{tile} ×{n} {tai}</translation>
    </message>
    <message>
        <source>，</source>
        <translation>, </translation>
    </message>
    <message>
        <source>打{tile}</source>
        <translation>Discard {tile}</translation>
    </message>
    <message>
        <source>{verb}{tile}</source>
        <translation>{verb} {tile}</translation>
    </message>
    <message>
        <source>定{tile}为财神</source>
        <translation>Name {tile} as the wild</translation>
    </message>
    <message>
        <source>定{tile}为财神（{tile}、{other}）</source>
        <translation>Name {tile} ({tile} and {other} wild)</translation>
    </message>
    <message>
        <source>规则说明</source>
        <translation>Rules of the game</translation>
    </message>
    <message>
        <source>目录</source>
        <translation>Contents</translation>
    </message>
    <message>
        <source>无法读取规则说明文件：{path}</source>
        <translation>The rules help file cannot be read: {path}</translation>
    </message>
    <message>
        <source>点牌加入：</source>
        <translation>Add to:</translation>
    </message>
    <message>
        <source>手牌</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>翻出的牌</source>
        <translation>Turned over</translation>
    </message>
    <message>
        <source>手牌（点牌移除）</source>
        <translation>Hand (click to remove)</translation>
    </message>
    <message>
        <source>副露（点牌移除）</source>
        <translation>Melds (click to remove)</translation>
    </message>
    <message>
        <source>无</source>
        <translation>None</translation>
    </message>
    <message>
        <source>清空</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>胡家座位</source>
        <translation>Winner&apos;s seat</translation>
    </message>
    <message>
        <source>杠开</source>
        <translation>Win on a kong replacement</translation>
    </message>
    <message>
        <source>天胡/地胡（第一巡）</source>
        <translation>Heavenly / earthly hand (first turn)</translation>
    </message>
    <message>
        <source>包家</source>
        <translation>Bidder</translation>
    </message>
    <message>
        <source>放冲</source>
        <translation>Discarder</translation>
    </message>
    <message>
        <source>结果</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>点左边的牌，输入手牌、副露和胡的牌：够张数后这里显示台数和付分。</source>
        <translation>Click the tiles on the left to enter the hand, the melds and the winning tile: once there are enough, the tai and the payments appear here.</translation>
    </message>
    <message>
        <source>手牌加胡的牌需要 {need} 张，现在 {have} 张</source>
        <translation>The hand and the winning tile need {need} tiles; there are {have}</translation>
    </message>
    <message>
        <source>请选胡的牌（“胡的牌”模式下点一张牌）</source>
        <translation>Choose the winning tile (click a tile in &quot;Winning tile&quot; mode)</translation>
    </message>
    <message>
        <source>{tile} 不能作为顺子的第一张</source>
        <translation>{tile} cannot start a chow</translation>
    </message>
    <message>
        <source>最多四组副露</source>
        <translation>At most four melds</translation>
    </message>
    <message>
        <source>最多两种财神</source>
        <translation>At most two wild kinds</translation>
    </message>
    <message>
        <source>{tile}随{named}已是财神；要去掉，点财神一栏里的它</source>
        <translation>{tile} is wild already, with {named}; to take it off, click it among the wilds</translation>
    </message>
    <message>
        <source>吃碰杠里用一张财神</source>
        <translation>One wild in the meld</translation>
    </message>
    <message>
        <source>先定财神，才能在吃碰杠里用财神</source>
        <translation>Choose the wilds first to put one in a meld</translation>
    </message>
    <message>
        <source>包家和包牌要一起选</source>
        <translation>Choose the bidder and the bid together</translation>
    </message>
    <message>
        <source>这一包牌超出本桌规则的范围</source>
        <translation>That bid is beyond this table&apos;s bid ladder</translation>
    </message>
    <message>
        <source>财神最多两种，两种时须前后相接（如 五万 六万）</source>
        <translation>At most two wild kinds, and two must follow each other (e.g. 5 and 6 Characters)</translation>
    </message>
    <message>
        <source>财神与包牌不符：无财不配财神，独N台配一种，N台配两种（所选一种和它的下一种）</source>
        <translation>The wilds do not fit the bid: a no-wild bid has none, a single-wild bid one kind, an N-tai bid two (a kind and the next)</translation>
    </message>
    <message>
        <source>翻麻将不叫包，没有包家和包牌</source>
        <translation>Fan mahjong has no bidding: no bidder and no bid</translation>
    </message>
    <message>
        <source>翻麻将的财神是翻出的那种牌（设为两种时再加它的下一种）</source>
        <translation>In fan mahjong the wild is the turned-over kind (and the next kind, when set to two)</translation>
    </message>
    <message>
        <source>同一种牌超过四张</source>
        <translation>More than four tiles of one kind</translation>
    </message>
    <message>
        <source>翻出的那张牌不参加打牌，这种牌最多三张</source>
        <translation>The turned-over tile is out of play: at most three of its kind</translation>
    </message>
    <message>
        <source>手牌和副露凑不成四组加一对</source>
        <translation>The hand and melds do not make four melds and a pair</translation>
    </message>
    <message>
        <source>副露不成组</source>
        <translation>A meld is not a valid chow, pung or kong</translation>
    </message>
    <message>
        <source>放冲的不能是胡家自己</source>
        <translation>The discarder cannot be the winner</translation>
    </message>
    <message>
        <source>自摸没有放冲的一家</source>
        <translation>A self-drawn win has no discarder</translation>
    </message>
    <message>
        <source>胡别人打出的牌（或抢杠）要选放冲的一家</source>
        <translation>A win on a discard (or a robbed kong) needs the discarder</translation>
    </message>
    <message>
        <source>抢杠不是自摸，也不是杠开</source>
        <translation>Robbing a kong is neither a self-draw nor a kong draw</translation>
    </message>
    <message>
        <source>抢杠的那张牌，胡家手里不可能还有三张</source>
        <translation>The winner cannot hold three more of the robbed kong&apos;s tile</translation>
    </message>
    <message>
        <source>杠开要有杠：副露里没有杠</source>
        <translation>A win on a kong draw needs a kong among the melds</translation>
    </message>
    <message>
        <source>天胡、地胡时不会有副露</source>
        <translation>A first-turn win (heavenly or earthly hand) has no melds</translation>
    </message>
    <message>
        <source>天胡、地胡不会是抢杠</source>
        <translation>A first-turn win is never a robbed kong</translation>
    </message>
    <message>
        <source>庄家第一巡胡牌（天胡）只能是自摸</source>
        <translation>The dealer&apos;s first-turn win (heavenly hand) is self-drawn</translation>
    </message>
    <message>
        <source>天胡不会是杠开</source>
        <translation>A heavenly hand is never a kong draw</translation>
    </message>
    <message>
        <source>地胡是胡庄家打出的第一张牌，不是自摸</source>
        <translation>An earthly hand is won on the dealer&apos;s first discard, not self-drawn</translation>
    </message>
    <message>
        <source>地胡只能胡庄家（东家）打出的牌</source>
        <translation>An earthly hand is won on the dealer&apos;s (East&apos;s) discard</translation>
    </message>
    <message>
        <source>错误：{message}</source>
        <translation>Error: {message}</translation>
    </message>
    <message>
        <source>不能胡：不是胡牌牌型</source>
        <translation>Cannot win: the hand is not complete</translation>
    </message>
    <message>
        <source>不能胡：不够台（{tai}台，起胡{minimum}台）</source>
        <translation>Cannot win: not enough tai ({tai} tai, {minimum} needed)</translation>
    </message>
    <message>
        <source>能胡（起胡{minimum}台）</source>
        <translation>Can win ({minimum} tai needed)</translation>
    </message>
    <message>
        <source>能胡（特殊牌型，不计起胡）</source>
        <translation>Can win (a special hand: no minimum)</translation>
    </message>
    <message>
        <source>未选包家和包牌，不计付分</source>
        <translation>No bidder or bid chosen: no payments</translation>
    </message>
    <message>
        <source>未选放冲的一家，不计付分</source>
        <translation>No discarder chosen: payments not computed</translation>
    </message>
    <message>
        <source>请选翻出的牌（“翻出的牌”模式下点一张牌）</source>
        <translation>Choose the tile turned over (click a tile in &quot;Turned over&quot; mode)</translation>
    </message>
    <message>
        <source>请选财神：{bid}有两种财神（“财神”模式下点一张牌，它和下一种都是财神）</source>
        <translation>Now name the wilds: a {bid} bid has two kinds (click a tile in &quot;Wilds&quot; mode: it and the next kind are wild)</translation>
    </message>
    <message>
        <source>请选财神：{bid}有一种财神（“财神”模式下点一张牌）</source>
        <translation>Now name the wilds: a {bid} bid has one kind (click a tile in &quot;Wilds&quot; mode)</translation>
    </message>
    <message>
        <source>付分（B = {points}）</source>
        <translation>Payments (B = {points})</translation>
    </message>
    <message>
        <source>身份</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>算式</source>
        <translation>Formula</translation>
    </message>
    <message>
        <source>输赢</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>老庄：全部 ×2</source>
        <translation>Old dealer: everything ×2</translation>
    </message>
    <message>
        <source>基础分：全部 ×{base}</source>
        <translation>Base points: everything ×{base}</translation>
    </message>
    <message>
        <source>牌局</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>玩家统计</source>
        <translation>Player statistics</translation>
    </message>
    <message>
        <source>还没有对局记录</source>
        <translation>No games recorded yet</translation>
    </message>
    <message>
        <source>共 {n} 局</source>
        <translation>Hands: {n}</translation>
    </message>
    <message>
        <source>{who} 包{bid}</source>
        <translation>{who}: {bid}</translation>
    </message>
    <message>
        <source>列出最近的 {n} 局，统计包括全部</source>
        <translation>the newest {n} listed; the statistics count them all</translation>
    </message>
    <message>
        <source>正在读取对局记录……</source>
        <translation>Reading the history...</translation>
    </message>
    <message>
        <source>{n} 行记录无法读取，已跳过</source>
        <translation>{n} lines of the record could not be read and were skipped</translation>
    </message>
    <message>
        <source>1 行记录无法读取，已跳过</source>
        <translation>1 line of the record could not be read and was skipped</translation>
    </message>
    <message>
        <source>无法读取对局记录：{error}</source>
        <translation>The history cannot be read: {error}</translation>
    </message>
    <message>
        <source>回放所选牌局</source>
        <translation>Replay the selected hand</translation>
    </message>
    <message>
        <source>刷新</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>玩法：</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>全部（两种玩法）</source>
        <translation>All (both games)</translation>
    </message>
    <message>
        <source>关闭窗口</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>日期</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>包家／玩法</source>
        <translation>Bidder / game</translation>
    </message>
    <message>
        <source>胡家</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>台</source>
        <translation>Tai</translation>
    </message>
    <message>
        <source>悔牌次数</source>
        <translation>Take-backs</translation>
    </message>
    <message>
        <source>这一局悔了几次牌（空白：没有悔牌）</source>
        <translation>How many moves were taken back in this hand (blank: none)</translation>
    </message>
    <message>
        <source>玩家</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>胡牌数</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>自摸数</source>
        <translation>Self-draws</translation>
    </message>
    <message>
        <source>放冲数</source>
        <translation>Deal-ins</translation>
    </message>
    <message>
        <source>包牌数</source>
        <translation>As bidder</translation>
    </message>
    <message>
        <source>包成率</source>
        <translation>Won as bidder</translation>
    </message>
    <message>
        <source>胡牌的局数（自摸也算在内）</source>
        <translation>Hands won (self-drawn ones included)</translation>
    </message>
    <message>
        <source>打出别人胡的那张牌的局数（被抢杠也算）</source>
        <translation>Hands where another player won on your discard (a robbed kong counts too)</translation>
    </message>
    <message>
        <source>当包家的局数</source>
        <translation>Hands played as the bidder</translation>
    </message>
    <message>
        <source>当包家的局里，自己胡了的比例</source>
        <translation>Share of your hands as the bidder that you won</translation>
    </message>
    <message>
        <source>{name}（电脑）</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>{name} · {level}</source>
        <translation>{name} · {level}</translation>
    </message>
    <message>
        <source>平均分</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>荒庄</source>
        <translation>Drawn hand</translation>
    </message>
    <message>
        <source>{name}（自摸）</source>
        <translation>{name} (self-drawn)</translation>
    </message>
    <message>
        <source>{tai} 老庄×2</source>
        <translation>{tai} old dealer ×2</translation>
    </message>
    <message>
        <source>{p:.0f}%</source>
        <translation>{p:.0f}%</translation>
    </message>
    <message>
        <source>牌局回放</source>
        <translation>Hand replay</translation>
    </message>
    <message>
        <source>打开文件…</source>
        <translation>Open file...</translation>
    </message>
    <message>
        <source>对局记录 (*.jsonl *.log *.json);;所有文件 (*)</source>
        <translation>Game records (*.jsonl *.log *.json);;All files (*)</translation>
    </message>
    <message>
        <source>|◀ 开始</source>
        <translation>|◀ Start</translation>
    </message>
    <message>
        <source>◀ 上一步</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>下一步 ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <source>结束 ▶|</source>
        <translation>End ▶|</translation>
    </message>
    <message>
        <source>第 {n} / {total} 步</source>
        <translation>Step {n} / {total}</translation>
    </message>
    <message>
        <source>{n}. {summary}</source>
        <translation>{n}. {summary}</translation>
    </message>
    <message>
        <source>还没有可回放的牌局：打完的局会在这里；也可以用“打开文件…”打开对局记录或电脑对战的日志</source>
        <translation>No hand to replay yet: finished hands show here; or use &quot;Open file...&quot; for a game record or a log of computer matches</translation>
    </message>
    <message>
        <source>文件中没有可回放的牌局</source>
        <translation>The file holds no hand that can be replayed</translation>
    </message>
    <message>
        <source>找不到文件 {name}</source>
        <translation>File not found: {name}</translation>
    </message>
    <message>
        <source>文件最后的 {mb} MB 中没有可回放的牌局（更多请用“打开”）</source>
        <translation>The last {mb} MB of the file hold no hand that can be replayed (Open reads more)</translation>
    </message>
    <message>
        <source>文件很大，最后的 {mb} MB 中没有可回放的牌局</source>
        <translation>The file is large, and its last {mb} MB hold no hand that can be replayed</translation>
    </message>
    <message>
        <source>无法回放：{error}</source>
        <translation>Cannot replay: {error}</translation>
    </message>
    <message>
        <source>{n} 行或牌局无法读取，已跳过</source>
        <translation>{n} lines or hands could not be read and were skipped</translation>
    </message>
    <message>
        <source>1 行或牌局无法读取，已跳过</source>
        <translation>1 line or hand could not be read and was skipped</translation>
    </message>
    <message>
        <source>读入了最近的 {n} 局（更多请用“打开”）</source>
        <translation>read the newest {n} hands (Open reads more)</translation>
    </message>
    <message>
        <source>读入了最近的 1 局（更多请用“打开”）</source>
        <translation>read the newest hand (Open reads more)</translation>
    </message>
    <message>
        <source>文件很大，读入了最后的 {n} 局</source>
        <translation>the file is large: read its last {n} hands</translation>
    </message>
    <message>
        <source>文件很大，读入了最后的 1 局</source>
        <translation>the file is large: read its last hand</translation>
    </message>
    <message>
        <source>正在读取文件……</source>
        <translation>Reading the file...</translation>
    </message>
    <message>
        <source>包家 {seat} {bid}</source>
        <translation>Bidder {seat} {bid}</translation>
    </message>
    <message>
        <source>正在打的这一局不显示（会亮出别家的牌），打完后可回放。</source>
        <translation>The hand being played is not shown (it would show the others&apos; tiles); it can be replayed once it ends.</translation>
    </message>
    <message>
        <source>发牌</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>{seat} 包{bid}</source>
        <translation>{seat} bids {bid}</translation>
    </message>
    <message>
        <source>{seat} 不包</source>
        <translation>{seat} passes</translation>
    </message>
    <message>
        <source>{seat} 是包家：{bid}</source>
        <translation>{seat} is the bidder: {bid}</translation>
    </message>
    <message>
        <source>财神：{tiles}</source>
        <translation>Wilds: {tiles}</translation>
    </message>
    <message>
        <source>翻出{tile}，财神：{tiles}</source>
        <translation>{tile} turned over; wilds: {tiles}</translation>
    </message>
    <message>
        <source>本局无财神</source>
        <translation>No wilds this hand</translation>
    </message>
    <message>
        <source>{seat} 摸 {tile}</source>
        <translation>{seat} draws {tile}</translation>
    </message>
    <message>
        <source>{seat} 杠后补 {tile}</source>
        <translation>{seat} draws {tile} after a kong</translation>
    </message>
    <message>
        <source>{seat} 打 {tile}</source>
        <translation>{seat} discards {tile}</translation>
    </message>
    <message>
        <source>{seat} 吃 {tile}</source>
        <translation>{seat} chows {tile}</translation>
    </message>
    <message>
        <source>{seat} 碰 {tile}</source>
        <translation>{seat} pungs {tile}</translation>
    </message>
    <message>
        <source>{seat} 明杠 {tile}</source>
        <translation>{seat} makes an exposed kong of {tile}</translation>
    </message>
    <message>
        <source>{seat} 暗杠</source>
        <translation>{seat} makes a concealed kong</translation>
    </message>
    <message>
        <source>{seat} 补杠 {tile}（可抢杠）</source>
        <translation>{seat} adds {tile} to a pung (it may be robbed)</translation>
    </message>
    <message>
        <source>{seat} 补杠 {tile}</source>
        <translation>{seat} adds {tile} to a pung</translation>
    </message>
    <message>
        <source>{seat} 抢杠 {tile}</source>
        <translation>{seat} robs the kong: {tile}</translation>
    </message>
    <message>
        <source>{seat} 自摸 {tile}：{tai}</source>
        <translation>{seat} wins by self-draw with {tile}: {tai}</translation>
    </message>
    <message>
        <source>{seat} 起手即胡：{tai}</source>
        <translation>{seat} wins on the dealt tiles: {tai}</translation>
    </message>
    <message>
        <source>{seat} 胡 {tile}（{source} 放冲）：{tai}</source>
        <translation>{seat} wins on {tile} (discarded by {source}): {tai}</translation>
    </message>
    <message>
        <source>结算：{deltas}</source>
        <translation>Settlement: {deltas}</translation>
    </message>
    <message>
        <source>{type}</source>
        <translation>{type}</translation>
    </message>
    <message>
        <source>记录有误：{problem}</source>
        <translation>{problem}</translation>
    </message>
</context>
</TS>
