<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="zh_CN">
<context>
    <name>T</name>
    <message>
        <source>诸暨包麻将</source>
        <translation>诸暨包麻将</translation>
    </message>
    <message>
        <source>东南西北</source>
        <translation>东南西北</translation>
    </message>
    <message>
        <source>东家</source>
        <translation>东家</translation>
    </message>
    <message>
        <source>南家</source>
        <translation>南家</translation>
    </message>
    <message>
        <source>西家</source>
        <translation>西家</translation>
    </message>
    <message>
        <source>北家</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>{seat}（{name}）</source>
        <translation>{seat}（{name}）</translation>
    </message>
    <message>
        <source>你</source>
        <translation>你</translation>
    </message>
    <message>
        <source>电脑{n}</source>
        <translation>电脑{n}</translation>
    </message>
    <message>
        <source>{score} 分</source>
        <translation>{score} 分</translation>
    </message>
    <message>
        <source>庄</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>包 {bid}</source>
        <translation>包 {bid}</translation>
    </message>
    <message>
        <source>老庄</source>
        <translation>老庄</translation>
    </message>
    <message>
        <source>老庄：庄家连庄，这一局的付分全部加倍</source>
        <translation>老庄：庄家连庄，这一局的付分全部加倍</translation>
    </message>
    <message>
        <source>包{bid}</source>
        <translation>包{bid}</translation>
    </message>
    <message>
        <source>不包</source>
        <translation>不包</translation>
    </message>
    <message>
        <source>思考中</source>
        <translation>思考中</translation>
    </message>
    <message>
        <source>财神</source>
        <translation>财神</translation>
    </message>
    <message>
        <source>无财神</source>
        <translation>无财神</translation>
    </message>
    <message>
        <source>余 {n} 张</source>
        <translation>余 {n} 张</translation>
    </message>
    <message>
        <source>余 1 张</source>
        <translation>余 1 张</translation>
    </message>
    <message>
        <source>留 {n} 张</source>
        <translation>留 {n} 张</translation>
    </message>
    <message>
        <source>牌墙。黄色的 {n} 张是留牌，不摸：只剩留牌时还没人胡，就荒庄</source>
        <translation>牌墙。黄色的 {n} 张是留牌，不摸：只剩留牌时还没人胡，就荒庄</translation>
    </message>
    <message>
        <source>牌墙。黄色的 1 张是留牌，不摸：只剩留牌时还没人胡，就荒庄</source>
        <translation>牌墙。黄色的 1 张是留牌，不摸：只剩留牌时还没人胡，就荒庄</translation>
    </message>
    <message>
        <source>第 {n} 局</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>{game} · 第 {n} 局</source>
        <translation>{game} · 第 {n} 局</translation>
    </message>
    <message>
        <source>翻牌</source>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>翻牌 {tile}</source>
        <translation>翻牌 {tile}</translation>
    </message>
    <message>
        <source>吃</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>碰</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>杠</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>明杠</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>暗杠</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>补杠</source>
        <translation>补杠</translation>
    </message>
    <message>
        <source>胡</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>自摸</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>抢杠</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>过</source>
        <translation>过</translation>
    </message>
    <message>
        <source>{who}{theirs}了这张牌（比你优先），你的{mine}没成</source>
        <translation>{who}{theirs}了这张牌（比你优先），你的{mine}没成</translation>
    </message>
    <message>
        <source>{label} {key}</source>
        <translation>{label} {key}</translation>
    </message>
    <message>
        <source>空格</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>回车</source>
        <translation>回车</translation>
    </message>
    <message>
        <source>请出牌：点一张牌打出（或用 ← → 选、回车打出）</source>
        <translation>请出牌：点一张牌打出（或用 ← → 选、回车打出）</translation>
    </message>
    <message>
        <source>可以自摸：按“自摸”（H）；或点一张牌打出</source>
        <translation>可以自摸：按“自摸”（H）；或点一张牌打出</translation>
    </message>
    <message>
        <source>可以自摸：按“自摸”（H）；也可以杠（K），或点一张牌打出</source>
        <translation>可以自摸：按“自摸”（H）；也可以杠（K），或点一张牌打出</translation>
    </message>
    <message>
        <source>可以杠（K），或点一张牌打出（或用 ← → 选、回车打出）</source>
        <translation>可以杠（K），或点一张牌打出（或用 ← → 选、回车打出）</translation>
    </message>
    <message>
        <source>请出牌：吃后不能打{tiles}（灰的牌）；点另一张牌打出（或用 ← → 选、回车打出）</source>
        <translation>请出牌：吃后不能打{tiles}（灰的牌）；点另一张牌打出（或用 ← → 选、回车打出）</translation>
    </message>
    <message>
        <source>{seat}打出{tile}：可以{verbs}，或按“过”</source>
        <translation>{seat}打出{tile}：可以{verbs}，或按“过”</translation>
    </message>
    <message>
        <source>{seat}补杠{tile}：可以{verbs}，或按“过”</source>
        <translation>{seat}补杠{tile}：可以{verbs}，或按“过”</translation>
    </message>
    <message>
        <source>{seat}打出{tile}：你不能吃、碰、杠或胡，请按“继续”</source>
        <translation>{seat}打出{tile}：你不能吃、碰、杠或胡，请按“继续”</translation>
    </message>
    <message>
        <source>{seat}打出{tile}：你可以{verbs}，已按“{why}”替你“过”，请按“继续”</source>
        <translation>{seat}打出{tile}：你可以{verbs}，已按“{why}”替你“过”，请按“继续”</translation>
    </message>
    <message>
        <source>{setting}：{choice}</source>
        <translation>{setting}：{choice}</translation>
    </message>
    <message>
        <source>选择{meld}：鼠标移到候选上查看，点击选定，Esc 取消（或用 ← → 选，回车或再按 {key} 定）</source>
        <translation>选择{meld}：鼠标移到候选上查看，点击选定，Esc 取消（或用 ← → 选，回车或再按 {key} 定）</translation>
    </message>
    <message>
        <source>吃的组合</source>
        <translation>吃的组合</translation>
    </message>
    <message>
        <source>碰的组合</source>
        <translation>碰的组合</translation>
    </message>
    <message>
        <source>杠的组合</source>
        <translation>杠的组合</translation>
    </message>
    <message>
        <source>明杠的组合</source>
        <translation>明杠的组合</translation>
    </message>
    <message>
        <source>暗杠的组合</source>
        <translation>暗杠的组合</translation>
    </message>
    <message>
        <source>补杠的组合</source>
        <translation>补杠的组合</translation>
    </message>
    <message>
        <source>请包牌或不包（或用 ← → ↑ ↓ 选、回车确定）</source>
        <translation>请包牌或不包（或用 ← → ↑ ↓ 选、回车确定）</translation>
    </message>
    <message>
        <source>请定财神（或用 ← → 在手牌里选、↑ ↓ 选任一种，回车确定）</source>
        <translation>请定财神（或用 ← → 在手牌里选、↑ ↓ 选任一种，回车确定）</translation>
    </message>
    <message>
        <source>等待{name}……</source>
        <translation>等待{name}……</translation>
    </message>
    <message>
        <source>演示：四家电脑对局</source>
        <translation>演示：四家电脑对局</translation>
    </message>
    <message>
        <source>、</source>
        <translation>、</translation>
    </message>
    <message>
        <source>包牌</source>
        <translation>包牌</translation>
    </message>
    <message>
        <source>最高：{who} 包 {bid}</source>
        <translation>最高：{who} 包 {bid}</translation>
    </message>
    <message>
        <source>还没有人包</source>
        <translation>还没有人包</translation>
    </message>
    <message>
        <source>还没有人包；四家都不包则你（庄家）包2台</source>
        <translation>还没有人包；四家都不包则你（庄家）包2台</translation>
    </message>
    <message>
        <source>三家都不包：你也不包则庄家包2台</source>
        <translation>三家都不包：你也不包则庄家包2台</translation>
    </message>
    <message>
        <source>包牌时：{said}</source>
        <translation>包牌时：{said}</translation>
    </message>
    <message>
        <source>N台：两种财神 · 独N台：一种 · 无财N台：无财神</source>
        <translation>N台：两种财神 · 独N台：一种 · 无财N台：无财神</translation>
    </message>
    <message>
        <source>包家要够 N 台才能胡，输赢都加包牌分（鼠标停在按钮上可看详情）</source>
        <translation>包家要够 N 台才能胡，输赢都加包牌分（鼠标停在按钮上可看详情）</translation>
    </message>
    <message>
        <source>{bid}：胡牌至少要 {n} 台；{wilds}。包牌分 B = {b}：你胡，另三家各多付 {b}；别人胡或荒庄，你多付 3B = {b3}。</source>
        <translation>{bid}：胡牌至少要 {n} 台；{wilds}。包牌分 B = {b}：你胡，另三家各多付 {b}；别人胡或荒庄，你多付 3B = {b3}。</translation>
    </message>
    <message>
        <source>两种财神（8 张）</source>
        <translation>两种财神（8 张）</translation>
    </message>
    <message>
        <source>一种财神（4 张）</source>
        <translation>一种财神（4 张）</translation>
    </message>
    <message>
        <source>没有财神</source>
        <translation>没有财神</translation>
    </message>
    <message>
        <source>定财神（{bid}）</source>
        <translation>定财神（{bid}）</translation>
    </message>
    <message>
        <source>从手牌中选</source>
        <translation>从手牌中选</translation>
    </message>
    <message>
        <source>从全部牌中选</source>
        <translation>从全部牌中选</translation>
    </message>
    <message>
        <source>财神将是：</source>
        <translation>财神将是：</translation>
    </message>
    <message>
        <source>确定</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>财×{n}
{state}</source>
        <translation>财×{n}
{state}</translation>
    </message>
    <message>
        <source>这手牌将有 {n} 张财神，{state}</source>
        <translation>这手牌将有 {n} 张财神，{state}</translation>
    </message>
    <message>
        <source>这手牌将有 1 张财神，{state}</source>
        <translation>这手牌将有 1 张财神，{state}</translation>
    </message>
    <message>
        <source>{who}自摸</source>
        <translation>{who}自摸</translation>
    </message>
    <message>
        <source>{who}胡牌，{dwho}放冲</source>
        <translation>{who}胡牌，{dwho}放冲</translation>
    </message>
    <message>
        <source>{who}抢杠胡，{dwho}被抢</source>
        <translation>{who}抢杠胡，{dwho}被抢</translation>
    </message>
    <message>
        <source>荒庄：包家{who}赔付</source>
        <translation>荒庄：包家{who}赔付</translation>
    </message>
    <message>
        <source>{label} {tai}台</source>
        <translation>{label} {tai}台</translation>
    </message>
    <message>
        <source>{items} = {tai}台</source>
        <translation>{items} = {tai}台</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>{tile}（财神）</source>
        <translation>{tile}（财神）</translation>
    </message>
    <message>
        <source> </source>
        <translation> </translation>
    </message>
    <message>
        <source>付分</source>
        <translation>付分</translation>
    </message>
    <message>
        <source>总分</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>{delta:+d}</source>
        <translation>{delta:+d}</translation>
    </message>
    <message>
        <source>付 {n}</source>
        <translation>付 {n}</translation>
    </message>
    <message>
        <source>收 {n}</source>
        <translation>收 {n}</translation>
    </message>
    <message>
        <source>收起 ▴</source>
        <translation>收起 ▴</translation>
    </message>
    <message>
        <source>展开 ▾</source>
        <translation>展开 ▾</translation>
    </message>
    <message>
        <source>收起或展开（空格；↑ 收起，↓ 展开），看得见后面的牌</source>
        <translation>收起或展开（空格；↑ 收起，↓ 展开），看得见后面的牌</translation>
    </message>
    <message>
        <source>按住标题拖动，可把结果移开看牌桌</source>
        <translation>按住标题拖动，可把结果移开看牌桌</translation>
    </message>
    <message>
        <source>老庄：加倍</source>
        <translation>老庄：加倍</translation>
    </message>
    <message>
        <source>翻麻将 {tai}台：2^n 是 n 个 2 相乘；每笔付分都是 m 的倍数，m = 2^({tai}-1) = {m}</source>
        <translation>翻麻将 {tai}台：2^n 是 n 个 2 相乘；每笔付分都是 m 的倍数，m = 2^({tai}-1) = {m}</translation>
    </message>
    <message>
        <source>算式：2^n 是 n 个 2 相乘；自摸 {tai} 台，各家按 2^{tai} 算；{b} 是包牌分</source>
        <translation>算式：2^n 是 n 个 2 相乘；自摸 {tai} 台，各家按 2^{tai} 算；{b} 是包牌分</translation>
    </message>
    <message>
        <source>算式：2^n 是 n 个 2 相乘；胡家 {tai} 台，放冲的一家按 2^{tai} 算，另两家按 2^{lower} 算；{b} 是包牌分</source>
        <translation>算式：2^n 是 n 个 2 相乘；胡家 {tai} 台，放冲的一家按 2^{tai} 算，另两家按 2^{lower} 算；{b} 是包牌分</translation>
    </message>
    <message>
        <source>，包家那一行 ×3：三家各一份</source>
        <translation>，包家那一行 ×3：三家各一份</translation>
    </message>
    <message>
        <source>包家付给每家包牌分 {b}</source>
        <translation>包家付给每家包牌分 {b}</translation>
    </message>
    <message>
        <source>；×{k}：{why}</source>
        <translation>；×{k}：{why}</translation>
    </message>
    <message>
        <source>老庄加倍</source>
        <translation>老庄加倍</translation>
    </message>
    <message>
        <source>{role}（{bao}）</source>
        <translation>{role}（{bao}）</translation>
    </message>
    <message>
        <source>被抢杠</source>
        <translation>被抢杠</translation>
    </message>
    <message>
        <source>基础分 {n}</source>
        <translation>基础分 {n}</translation>
    </message>
    <message>
        <source>{a}，{b}</source>
        <translation>{a}，{b}</translation>
    </message>
    <message>
        <source>荒庄，不付分</source>
        <translation>荒庄，不付分</translation>
    </message>
    <message>
        <source>庄家连庄：下一局是老庄，付分加倍</source>
        <translation>庄家连庄：下一局是老庄，付分加倍</translation>
    </message>
    <message>
        <source>下一局</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>胡的牌</source>
        <translation>胡的牌</translation>
    </message>
    <message>
        <source>财神当作：{tiles}</source>
        <translation>财神当作：{tiles}</translation>
    </message>
    <message>
        <source>最终排名</source>
        <translation>最终排名</translation>
    </message>
    <message>
        <source>本场结束：最终排名</source>
        <translation>本场结束：最终排名</translation>
    </message>
    <message>
        <source>第{rank}名</source>
        <translation>第{rank}名</translation>
    </message>
    <message>
        <source>再来一场</source>
        <translation>再来一场</translation>
    </message>
    <message>
        <source>{n}台</source>
        <translation>{n}台</translation>
    </message>
    <message>
        <source>独{n}台</source>
        <translation>独{n}台</translation>
    </message>
    <message>
        <source>无财{n}台</source>
        <translation>无财{n}台</translation>
    </message>
    <message>
        <source>设置</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>常规</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>提示与吃碰</source>
        <translation>提示与吃碰</translation>
    </message>
    <message>
        <source>默认规则</source>
        <translation>默认规则</translation>
    </message>
    <message>
        <source>新开的对局使用这些规则。</source>
        <translation>新开的对局使用这些规则。</translation>
    </message>
    <message>
        <source>语言</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>跟随系统</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>中文</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>英文（English）</source>
        <translation>英文（English）</translation>
    </message>
    <message>
        <source>按“确定”后立即生效，不用重新启动。</source>
        <translation>按“确定”后立即生效，不用重新启动。</translation>
    </message>
    <message>
        <source>时间到时：能吃碰杠时算“过”（能胡就胡），包牌时算“不包”；该你出牌或定财神时由电脑托管，点“托管”收回。</source>
        <translation>时间到时：能吃碰杠时算“过”（能胡就胡），包牌时算“不包”；该你出牌或定财神时由电脑托管，点“托管”收回。</translation>
    </message>
    <message>
        <source>动画速度</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>摸牌、出牌、吃碰时牌移动的快慢；选“关闭”，牌直接到位。</source>
        <translation>摸牌、出牌、吃碰时牌移动的快慢；选“关闭”，牌直接到位。</translation>
    </message>
    <message>
        <source>界面</source>
        <translation>界面</translation>
    </message>
    <message>
        <source>节奏</source>
        <translation>节奏</translation>
    </message>
    <message>
        <source>存档与记录</source>
        <translation>存档与记录</translation>
    </message>
    <message>
        <source>数据文件夹</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <source>自动存档、对局记录和日志都放在这里。</source>
        <translation>自动存档、对局记录和日志都放在这里。</translation>
    </message>
    <message>
        <source>打开文件夹</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>系统没能打开它：请按上面的路径自己打开。</source>
        <translation>系统没能打开它：请按上面的路径自己打开。</translation>
    </message>
    <message>
        <source>关闭</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>慢</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>正常</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>快</source>
        <translation>快</translation>
    </message>
    <message>
        <source>声音</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>静音</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>音量</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>电脑出牌间隔</source>
        <translation>电脑出牌间隔</translation>
    </message>
    <message>
        <source>电脑每走一步后停顿的时间，好让你看清它打了什么；0 为不停顿。</source>
        <translation>电脑每走一步后停顿的时间，好让你看清它打了什么；0 为不停顿。</translation>
    </message>
    <message>
        <source> 毫秒</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>显示提示</source>
        <translation>显示提示</translation>
    </message>
    <message>
        <source>窗口宽度不到 1240 像素时，提示栏默认收起（按 F2 打开）。</source>
        <translation>窗口宽度不到 1240 像素时，提示栏默认收起（按 F2 打开）。</translation>
    </message>
    <message>
        <source>建议来自</source>
        <translation>建议来自</translation>
    </message>
    <message>
        <source>困难（即时）</source>
        <translation>困难（即时）</translation>
    </message>
    <message>
        <source>专家（模拟牌局，稍慢）</source>
        <translation>专家（模拟牌局，稍慢）</translation>
    </message>
    <message>
        <source>困难：建议即时给出。专家：在后台推演，牌桌照常进行；推演完成前，提示栏显示“专家思考中”。</source>
        <translation>困难：建议即时给出。专家：在后台推演，牌桌照常进行；推演完成前，提示栏显示“专家思考中”。</translation>
    </message>
    <message>
        <source>吃碰杠询问</source>
        <translation>吃碰杠询问</translation>
    </message>
    <message>
        <source>只问值得的</source>
        <translation>只问值得的</translation>
    </message>
    <message>
        <source>每次都问</source>
        <translation>每次都问</translation>
    </message>
    <message>
        <source>“只问值得的”：能胡、正碰、正杠（不用财神）总是询问；吃，以及用财神的碰和杠，只在它让手牌更接近听牌（向听数变少，与提示栏同一个算法）、并且之后仍能凑够起胡台数时才询问，其余的自动“过”（多人同屏“依次询问”时，反正每人都看，能吃碰杠的都问）。牌桌右上角的“本局只胡”可让本局只在能胡时询问。</source>
        <translation>“只问值得的”：能胡、正碰、正杠（不用财神）总是询问；吃，以及用财神的碰和杠，只在它让手牌更接近听牌（向听数变少，与提示栏同一个算法）、并且之后仍能凑够起胡台数时才询问，其余的自动“过”（多人同屏“依次询问”时，反正每人都看，能吃碰杠的都问）。牌桌右上角的“本局只胡”可让本局只在能胡时询问。</translation>
    </message>
    <message>
        <source>多人同屏时</source>
        <translation>多人同屏时</translation>
    </message>
    <message>
        <source>只胡（自动）</source>
        <translation>只胡（自动）</translation>
    </message>
    <message>
        <source>每次打牌后依次询问每个人</source>
        <translation>每次打牌后依次询问每个人</translation>
    </message>
    <message>
        <source>几个人轮流用一台电脑时，遮挡画面若只为能吃碰的人落下，别人就知道了他的牌。“只胡”：玩家不吃、不碰、不杠别人打的牌（自己的暗杠、补杠照常），能胡时自动胡，画面只在轮到谁出牌、包牌或定财神时遮挡。“依次询问”：每次有人打牌，其余每个人按座位顺序就座看一眼（下家最后，看完接着摸牌），能吃碰杠胡的看到按钮，不能的按“继续”；牌桌停在打牌的那一刻，谁都看不出别人能不能吃碰。这样画面遮挡要多得多（三个人时一局常有一百次上下）。</source>
        <translation>几个人轮流用一台电脑时，遮挡画面若只为能吃碰的人落下，别人就知道了他的牌。“只胡”：玩家不吃、不碰、不杠别人打的牌（自己的暗杠、补杠照常），能胡时自动胡，画面只在轮到谁出牌、包牌或定财神时遮挡。“依次询问”：每次有人打牌，其余每个人按座位顺序就座看一眼（下家最后，看完接着摸牌），能吃碰杠胡的看到按钮，不能的按“继续”；牌桌停在打牌的那一刻，谁都看不出别人能不能吃碰。这样画面遮挡要多得多（三个人时一局常有一百次上下）。</translation>
    </message>
    <message>
        <source>每步限时</source>
        <translation>每步限时</translation>
    </message>
    <message>
        <source> 秒</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>不限时</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>恢复默认</source>
        <translation>恢复默认</translation>
    </message>
    <message>
        <source>玩家{n}</source>
        <translation>玩家{n}</translation>
    </message>
    <message>
        <source>新游戏</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>座位</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>{wind}家</source>
        <translation>{wind}家</translation>
    </message>
    <message>
        <source>第一局的庄家</source>
        <translation>第一局的庄家</translation>
    </message>
    <message>
        <source>真人</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>电脑·简单</source>
        <translation>电脑·简单</translation>
    </message>
    <message>
        <source>电脑·普通</source>
        <translation>电脑·普通</translation>
    </message>
    <message>
        <source>电脑·困难</source>
        <translation>电脑·困难</translation>
    </message>
    <message>
        <source>电脑·专家</source>
        <translation>电脑·专家</translation>
    </message>
    <message>
        <source>简单</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>普通</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>困难</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>专家</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>名字（可不填）</source>
        <translation>名字（可不填）</translation>
    </message>
    <message>
        <source>名字可不填，最多 {n} 个字</source>
        <translation>名字可不填，最多 {n} 个字</translation>
    </message>
    <message>
        <source>对局</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>局数</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>一圈</source>
        <translation>一圈</translation>
    </message>
    <message>
        <source>{n} 局</source>
        <translation>{n} 局</translation>
    </message>
    <message>
        <source>基础分</source>
        <translation>基础分</translation>
    </message>
    <message>
        <source>牌局编号</source>
        <translation>牌局编号</translation>
    </message>
    <message>
        <source>不填则随机；填同一个数字可重打同样的牌</source>
        <translation>不填则随机；填同一个数字可重打同样的牌</translation>
    </message>
    <message>
        <source>随机</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>规则选项</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>开始</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>结束当前对局，开始</source>
        <translation>结束当前对局，开始</translation>
    </message>
    <message>
        <source>多人同屏：按现在的设置，玩家只能胡牌，不能吃、碰、杠别人打的牌（{where}）。</source>
        <translation>多人同屏：按现在的设置，玩家只能胡牌，不能吃、碰、杠别人打的牌（{where}）。</translation>
    </message>
    <message>
        <source>开始新对局，正在进行的对局就结束了（打完的局留在历史里）。</source>
        <translation>开始新对局，正在进行的对局就结束了（打完的局留在历史里）。</translation>
    </message>
    <message>
        <source>取消</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>玩法</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>包麻将</source>
        <translation>包麻将</translation>
    </message>
    <message>
        <source>翻麻将</source>
        <translation>翻麻将</translation>
    </message>
    <message>
        <source>翻麻将财神种数</source>
        <translation>翻麻将财神种数</translation>
    </message>
    <message>
        <source>先包牌叫台数，包家定财神</source>
        <translation>先包牌叫台数，包家定财神</translation>
    </message>
    <message>
        <source>不包牌，翻一张牌定财神，每多1台付分翻倍</source>
        <translation>不包牌，翻一张牌定财神，每多1台付分翻倍</translation>
    </message>
    <message>
        <source>定财神</source>
        <translation>定财神</translation>
    </message>
    <message>
        <source>包家指定</source>
        <translation>包家指定</translation>
    </message>
    <message>
        <source>打出的财神可以吃碰杠胡</source>
        <translation>打出的财神可以吃碰杠胡</translation>
    </message>
    <message>
        <source>吃后不能换打</source>
        <translation>吃后不能换打</translation>
    </message>
    <message>
        <source>门风刻算台</source>
        <translation>门风刻算台</translation>
    </message>
    <message>
        <source>全字牌台数</source>
        <translation>全字牌台数</translation>
    </message>
    <message>
        <source>无财牌局也算无财</source>
        <translation>无财牌局也算无财</translation>
    </message>
    <message>
        <source>留牌张数</source>
        <translation>留牌张数</translation>
    </message>
    <message>
        <source>最高包台数</source>
        <translation>最高包台数</translation>
    </message>
    <message>
        <source>继续上次的对局？</source>
        <translation>继续上次的对局？</translation>
    </message>
    <message>
        <source>上次的对局停在第 {hand} 局：{players}</source>
        <translation>上次的对局停在第 {hand} 局：{players}</translation>
    </message>
    <message>
        <source>玩法：{game}</source>
        <translation>玩法：{game}</translation>
    </message>
    <message>
        <source>这一局正在叫包</source>
        <translation>这一局正在叫包</translation>
    </message>
    <message>
        <source>{name}包{bid}，正在定财神</source>
        <translation>{name}包{bid}，正在定财神</translation>
    </message>
    <message>
        <source>这一局已打完，还没进入下一局</source>
        <translation>这一局已打完，还没进入下一局</translation>
    </message>
    <message>
        <source>{name}包{bid}，余 {n} 张</source>
        <translation>{name}包{bid}，余 {n} 张</translation>
    </message>
    <message>
        <source>{name}包{bid}，余 1 张</source>
        <translation>{name}包{bid}，余 1 张</translation>
    </message>
    <message>
        <source>余 {n} 张可摸</source>
        <translation>余 {n} 张可摸</translation>
    </message>
    <message>
        <source>余 1 张可摸</source>
        <translation>余 1 张可摸</translation>
    </message>
    <message>
        <source>继续</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>请{who}就座——点击或按回车继续</source>
        <translation>请{who}就座——点击或按回车继续</translation>
    </message>
    <message>
        <source>其他玩家请不要看屏幕</source>
        <translation>其他玩家请不要看屏幕</translation>
    </message>
    <message>
        <source>{seat}打出{tile}，你可以{verbs}：已按“{why}”替你过（{where}）</source>
        <translation>{seat}打出{tile}，你可以{verbs}：已按“{why}”替你过（{where}）</translation>
    </message>
    <message>
        <source>{menu} → {item}</source>
        <translation>{menu} → {item}</translation>
    </message>
    <message>
        <source>{who}能胡，已按设置自动胡牌</source>
        <translation>{who}能胡，已按设置自动胡牌</translation>
    </message>
    <message>
        <source>你上次出手之后：</source>
        <translation>你上次出手之后：</translation>
    </message>
    <message>
        <source>你上次看牌之后：</source>
        <translation>你上次看牌之后：</translation>
    </message>
    <message>
        <source>本局到现在：</source>
        <translation>本局到现在：</translation>
    </message>
    <message>
        <source>你刚才：</source>
        <translation>你刚才：</translation>
    </message>
    <message>
        <source>等待其他玩家……</source>
        <translation>等待其他玩家……</translation>
    </message>
    <message>
        <source>托管</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>本局只胡</source>
        <translation>本局只胡</translation>
    </message>
    <message>
        <source>本局余下的时间只在能胡时询问；吃、碰、杠一律自动“过”（下一局恢复）</source>
        <translation>本局余下的时间只在能胡时询问；吃、碰、杠一律自动“过”（下一局恢复）</translation>
    </message>
    <message>
        <source>托管中：电脑替你出牌</source>
        <translation>托管中：电脑替你出牌</translation>
    </message>
    <message>
        <source>电脑替你打，直到再按一次（{key}）或按“下一局”</source>
        <translation>电脑替你打，直到再按一次（{key}）或按“下一局”</translation>
    </message>
    <message>
        <source>悔牌</source>
        <translation>悔牌</translation>
    </message>
    <message>
        <source>全屏</source>
        <translation>全屏</translation>
    </message>
    <message>
        <source>收回你上一步打出的牌、叫的包或定的财神，连同之后各家的动作（{key}；一人对电脑时，本局结束前）</source>
        <translation>收回你上一步打出的牌、叫的包或定的财神，连同之后各家的动作（{key}；一人对电脑时，本局结束前）</translation>
    </message>
    <message>
        <source>已悔牌：{tile}回到你手里，重新出牌</source>
        <translation>已悔牌：{tile}回到你手里，重新出牌</translation>
    </message>
    <message>
        <source>已悔牌：收回“{bid}”，重新叫包</source>
        <translation>已悔牌：收回“{bid}”，重新叫包</translation>
    </message>
    <message>
        <source>已悔牌：收回“定{tile}为财神”，重新定财神</source>
        <translation>已悔牌：收回“定{tile}为财神”，重新定财神</translation>
    </message>
    <message>
        <source>（其后你的{melds}也退回了）</source>
        <translation>（其后你的{melds}也退回了）</translation>
    </message>
    <message>
        <source>剩 {s} 秒</source>
        <translation>剩 {s} 秒</translation>
    </message>
    <message>
        <source>存档已停止：{reason}</source>
        <translation>存档已停止：{reason}</translation>
    </message>
    <message>
        <source>；</source>
        <translation>；</translation>
    </message>
    <message>
        <source>这台电脑上没有能显示中文的字体，游戏改用英文显示。装上中文字体（例如 fonts-wqy-microhei）后即可用中文。</source>
        <translation>这台电脑上没有能显示中文的字体，游戏改用英文显示。装上中文字体（例如 fonts-wqy-microhei）后即可用中文。</translation>
    </message>
    <message>
        <source>The English translation of the game is damaged, so it is shown in Chinese; installing the game again repairs it. 英文翻译文件已损坏，游戏用中文显示；重新安装游戏即可修复。</source>
        <translation>The English translation of the game is damaged, so it is shown in Chinese; installing the game again repairs it. 英文翻译文件已损坏，游戏用中文显示；重新安装游戏即可修复。</translation>
    </message>
    <message>
        <source>设置没能写入 {file}：改动这次有效，下次启动时不会保留。</source>
        <translation>设置没能写入 {file}：改动这次有效，下次启动时不会保留。</translation>
    </message>
    <message>
        <source>另一个游戏窗口正在使用数据文件夹 {folder}，这个窗口不存档</source>
        <translation>另一个游戏窗口正在使用数据文件夹 {folder}，这个窗口不存档</translation>
    </message>
    <message>
        <source>启动时的发现</source>
        <translation>启动时的发现</translation>
    </message>
    <message>
        <source>启动时发现了以下情况（游戏可以照常进行）：</source>
        <translation>启动时发现了以下情况（游戏可以照常进行）：</translation>
    </message>
    <message>
        <source>{name} 原是指向 {target} 的链接，链接已移到 {moved}</source>
        <translation>{name} 原是指向 {target} 的链接，链接已移到 {moved}</translation>
    </message>
    <message>
        <source>{name} 是游戏不会写入的链接，无法移开（{error}）</source>
        <translation>{name} 是游戏不会写入的链接，无法移开（{error}）</translation>
    </message>
    <message>
        <source>{name} 不是文件，已移到 {moved}</source>
        <translation>{name} 不是文件，已移到 {moved}</translation>
    </message>
    <message>
        <source>存档 {name} 不是文件，里面没有可继续的对局；它已移到 {moved}</source>
        <translation>存档 {name} 不是文件，里面没有可继续的对局；它已移到 {moved}</translation>
    </message>
    <message>
        <source>{name} 不是文件，也无法移开（{error}）</source>
        <translation>{name} 不是文件，也无法移开（{error}）</translation>
    </message>
    <message>
        <source>{name} 与 {other} 是同一个文件的两个名字；{name} 已移到 {moved}，{other} 保留</source>
        <translation>{name} 与 {other} 是同一个文件的两个名字；{name} 已移到 {moved}，{other} 保留</translation>
    </message>
    <message>
        <source>{name} 是 {other} 的另一个名字，无法移开（{error}）</source>
        <translation>{name} 是 {other} 的另一个名字，无法移开（{error}）</translation>
    </message>
    <message>
        <source>数据文件夹 {folder} 无法写入（{error}）</source>
        <translation>数据文件夹 {folder} 无法写入（{error}）</translation>
    </message>
    <message>
        <source>{name} 无法写入（{error}）</source>
        <translation>{name} 无法写入（{error}）</translation>
    </message>
    <message>
        <source>数据文件夹无法使用（{problem}）</source>
        <translation>数据文件夹无法使用（{problem}）</translation>
    </message>
    <message>
        <source>{folder} 不是文件夹</source>
        <translation>{folder} 不是文件夹</translation>
    </message>
    <message>
        <source>{path} 是一个无处可去的链接（循环，或目标已不在）</source>
        <translation>{path} 是一个无处可去的链接（循环，或目标已不在）</translation>
    </message>
    <message>
        <source>{path} 指向本机没有的用户的主文件夹</source>
        <translation>{path} 指向本机没有的用户的主文件夹</translation>
    </message>
    <message>
        <source>{folder}：{error}</source>
        <translation>{folder}：{error}</translation>
    </message>
    <message>
        <source>程序自带的文件不能用（{problem}）：重装游戏前，电脑叫包会差一些</source>
        <translation>程序自带的文件不能用（{problem}）：重装游戏前，电脑叫包会差一些</translation>
    </message>
    <message>
        <source>磁盘已满</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>没有权限</source>
        <translation>没有权限</translation>
    </message>
    <message>
        <source>磁盘是只读的</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <source>磁盘读写出错</source>
        <translation>磁盘读写出错</translation>
    </message>
    <message>
        <source>文件名太长</source>
        <translation>文件名太长</translation>
    </message>
    <message>
        <source>找不到它（或它所在的文件夹）</source>
        <translation>找不到它（或它所在的文件夹）</translation>
    </message>
    <message>
        <source>它是一个文件夹</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>路径中的某个文件夹其实是文件</source>
        <translation>路径中的某个文件夹其实是文件</translation>
    </message>
    <message>
        <source>它正被占用</source>
        <translation>它正被占用</translation>
    </message>
    <message>
        <source>磁盘配额已用完</source>
        <translation>磁盘配额已用完</translation>
    </message>
    <message>
        <source>链接绕成了一个圈</source>
        <translation>链接绕成了一个圈</translation>
    </message>
    <message>
        <source>{what}无法读取（{error}）</source>
        <translation>{what}无法读取（{error}）</translation>
    </message>
    <message>
        <source>{what}不是普通文件</source>
        <translation>{what}不是普通文件</translation>
    </message>
    <message>
        <source>{what}太大（{size} 字节，最多 {limit} 字节）</source>
        <translation>{what}太大（{size} 字节，最多 {limit} 字节）</translation>
    </message>
    <message>
        <source>{what}太大（超过 {limit} 字节）</source>
        <translation>{what}太大（超过 {limit} 字节）</translation>
    </message>
    <message>
        <source>文件</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>存档</source>
        <translation>存档</translation>
    </message>
    <message>
        <source>设置文件无法读取，已改用默认设置</source>
        <translation>设置文件无法读取，已改用默认设置</translation>
    </message>
    <message>
        <source>设置文件里有 {n} 项设置无效，已改用默认值</source>
        <translation>设置文件里有 {n} 项设置无效，已改用默认值</translation>
    </message>
    <message>
        <source>设置文件无法正常使用，已改用默认设置（详情见日志）</source>
        <translation>设置文件无法正常使用，已改用默认设置（详情见日志）</translation>
    </message>
    <message>
        <source>存档无法读取</source>
        <translation>存档无法读取</translation>
    </message>
    <message>
        <source>正在读取上次的对局……</source>
        <translation>正在读取上次的对局……</translation>
    </message>
    <message>
        <source>上次的存档无法读取（可能已损坏）。

它已被移到：
{path}

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>上次的存档无法读取（可能已损坏）。

它已被移到：
{path}

现在开始新游戏。

（技术细节：{error}）</translation>
    </message>
    <message>
        <source>上次的存档无法读取（可能已损坏）。

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>上次的存档无法读取（可能已损坏）。

现在开始新游戏。

（技术细节：{error}）</translation>
    </message>
    <message>
        <source>存档里有 {n} 位玩家的设置无法读取，已改为默认；原存档另存为 {path}</source>
        <translation>存档里有 {n} 位玩家的设置无法读取，已改为默认；原存档另存为 {path}</translation>
    </message>
    <message>
        <source>存档里有 1 位玩家的设置无法读取，已改为默认；原存档另存为 {path}</source>
        <translation>存档里有 1 位玩家的设置无法读取，已改为默认；原存档另存为 {path}</translation>
    </message>
    <message>
        <source>存档里有 {n} 位玩家的设置无法读取，已改为默认（原存档没能另存）</source>
        <translation>存档里有 {n} 位玩家的设置无法读取，已改为默认（原存档没能另存）</translation>
    </message>
    <message>
        <source>存档里有 1 位玩家的设置无法读取，已改为默认（原存档没能另存）</source>
        <translation>存档里有 1 位玩家的设置无法读取，已改为默认（原存档没能另存）</translation>
    </message>
    <message>
        <source>存档有一部分损坏</source>
        <translation>存档有一部分损坏</translation>
    </message>
    <message>
        <source>上次的存档无法读取（可能已损坏）。

它无法移走（可能正被其他程序使用），已复制一份到：
{path}

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>上次的存档无法读取（可能已损坏）。

它无法移走（可能正被其他程序使用），已复制一份到：
{path}

现在开始新游戏。

（技术细节：{error}）</translation>
    </message>
    <message>
        <source>上次的存档有一部分读不出来（可能已损坏）。

损坏之前的部分已恢复：对局停在第 {hand} 局的第 {steps} 步，可以继续。

{kept}

（技术细节：{error}）</source>
        <translation>上次的存档有一部分读不出来（可能已损坏）。

损坏之前的部分已恢复：对局停在第 {hand} 局的第 {steps} 步，可以继续。

{kept}

（技术细节：{error}）</translation>
    </message>
    <message>
        <source>完整的原存档已移到：
{path}</source>
        <translation>完整的原存档已移到：
{path}</translation>
    </message>
    <message>
        <source>完整的原存档无法移走（可能正被其他程序使用），已复制一份到：
{path}</source>
        <translation>完整的原存档无法移走（可能正被其他程序使用），已复制一份到：
{path}</translation>
    </message>
    <message>
        <source>完整的原存档既无法移走也无法复制，仍在原处；对局继续后，若能保存，自动保存会覆盖它。</source>
        <translation>完整的原存档既无法移走也无法复制，仍在原处；对局继续后，若能保存，自动保存会覆盖它。</translation>
    </message>
    <message>
        <source>存档来自新版本</source>
        <translation>存档来自新版本</translation>
    </message>
    <message>
        <source>上次的对局是用更新版本的游戏保存的，这个版本读不了。

它原样保留在：
{path}

装回新版本后，没有别的对局要继续时，它会自动接着玩。

现在开始新游戏。</source>
        <translation>上次的对局是用更新版本的游戏保存的，这个版本读不了。

它原样保留在：
{path}

装回新版本后，没有别的对局要继续时，它会自动接着玩。

现在开始新游戏。</translation>
    </message>
    <message>
        <source>上次的对局是用更新版本的游戏保存的，这个版本读不了。

现在开始新游戏。

（技术细节：{error}）</source>
        <translation>上次的对局是用更新版本的游戏保存的，这个版本读不了。

现在开始新游戏。

（技术细节：{error}）</translation>
    </message>
    <message>
        <source>没有可以继续的对局。</source>
        <translation>没有可以继续的对局。</translation>
    </message>
    <message>
        <source>程序出错</source>
        <translation>程序出错</translation>
    </message>
    <message>
        <source>程序遇到了一个错误。对局已自动保存，重新打开游戏即可继续。</source>
        <translation>程序遇到了一个错误。对局已自动保存，重新打开游戏即可继续。</translation>
    </message>
    <message>
        <source>详细记录在日志文件中：
{path}</source>
        <translation>详细记录在日志文件中：
{path}</translation>
    </message>
    <message>
        <source>继续游戏</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <source>游戏</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>退出</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>工具</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>提示</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>声音已关（按 M 打开）</source>
        <translation>声音已关（按 M 打开）</translation>
    </message>
    <message>
        <source>声音已开（按 M 关闭）</source>
        <translation>声音已开（按 M 关闭）</translation>
    </message>
    <message>
        <source>声音已开，但这台电脑没有能用的声音设备（按 M 关闭）</source>
        <translation>声音已开，但这台电脑没有能用的声音设备（按 M 关闭）</translation>
    </message>
    <message>
        <source>台数计算器</source>
        <translation>台数计算器</translation>
    </message>
    <message>
        <source>历史记录</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>回放</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>帮助</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>规则</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>关于</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>诸暨包麻将 {version}

两种玩法：包麻将和翻麻将。
一人对三家电脑，
或几个人轮流在一台电脑上打。</source>
        <translation>诸暨包麻将 {version}

两种玩法：包麻将和翻麻将。
一人对三家电脑，
或几个人轮流在一台电脑上打。</translation>
    </message>
    <message>
        <source>数据文件夹：{folder}</source>
        <translation>数据文件夹：{folder}</translation>
    </message>
    <message>
        <source>“{what}”在这个版本中还不能用。</source>
        <translation>“{what}”在这个版本中还不能用。</translation>
    </message>
    <message>
        <source>向听：离听牌还差几张（听牌：再来一张就能胡）。有效牌：摸到就让手牌更近的牌，后面是还没见到的张数。够台：胡牌的台数够起胡。</source>
        <translation>向听：离听牌还差几张（听牌：再来一张就能胡）。有效牌：摸到就让手牌更近的牌，后面是还没见到的张数。够台：胡牌的台数够起胡。</translation>
    </message>
    <message>
        <source>轮到你时这里显示提示</source>
        <translation>轮到你时这里显示提示</translation>
    </message>
    <message>
        <source>起胡 {n} 台</source>
        <translation>起胡 {n} 台</translation>
    </message>
    <message>
        <source>建议：{action}</source>
        <translation>建议：{action}</translation>
    </message>
    <message>
        <source>专家思考中……</source>
        <translation>专家思考中……</translation>
    </message>
    <message>
        <source>专家没有给出建议</source>
        <translation>专家没有给出建议</translation>
    </message>
    <message>
        <source>（专家也这样选）</source>
        <translation>（专家也这样选）</translation>
    </message>
    <message>
        <source>（专家：{reason}）</source>
        <translation>（专家：{reason}）</translation>
    </message>
    <message>
        <source>（专家推演约 {value:+.1f} 分）</source>
        <translation>（专家推演约 {value:+.1f} 分）</translation>
    </message>
    <message>
        <source>（专家推演约 {value:+.1f} 分；{other}推演约 {other_value:+.1f} 分）</source>
        <translation>（专家推演约 {value:+.1f} 分；{other}推演约 {other_value:+.1f} 分）</translation>
    </message>
    <message>
        <source>打</source>
        <translation>打</translation>
    </message>
    <message>
        <source>第一次玩？F1 看玩法，F2 开关提示，{full_screen} 全屏（字大些）；“游戏 → 新游戏”选电脑难度（专家最强）、家人轮流玩和规则</source>
        <translation>第一次玩？F1 看玩法，F2 开关提示，{full_screen} 全屏（字大些）；“游戏 → 新游戏”选电脑难度（专家最强）、家人轮流玩和规则</translation>
    </message>
    <message>
        <source>打开提示时回车按建议走；也可按：胡 H、吃 C、碰 P、杠 K、过 空格</source>
        <translation>打开提示时回车按建议走；也可按：胡 H、吃 C、碰 P、杠 K、过 空格</translation>
    </message>
    <message>
        <source>你可以胡：按 H 自摸；不胡就用 ← → 选一张牌，回车打出</source>
        <translation>你可以胡：按 H 自摸；不胡就用 ← → 选一张牌，回车打出</translation>
    </message>
    <message>
        <source>窗口较窄，提示栏已收起（按 F2 打开）</source>
        <translation>窗口较窄，提示栏已收起（按 F2 打开）</translation>
    </message>
    <message>
        <source>财</source>
        <translation>财</translation>
    </message>
    <message>
        <source>财神{tile}</source>
        <translation>财神{tile}</translation>
    </message>
    <message>
        <source>{n}向听</source>
        <translation>{n}向听</translation>
    </message>
    <message>
        <source>听牌</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>能胡</source>
        <translation>能胡</translation>
    </message>
    <message>
        <source>可以胡：{tai}</source>
        <translation>可以胡：{tai}</translation>
    </message>
    <message>
        <source>胡牌牌型：{tai}，不够台（起胡 {minimum} 台）</source>
        <translation>胡牌牌型：{tai}，不够台（起胡 {minimum} 台）</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>{act}：{change}</source>
        <translation>{act}：{change}</translation>
    </message>
    <message>
        <source>{name}×{n}</source>
        <translation>{name}×{n}</translation>
    </message>
    <message>
        <source>（用{tiles}）</source>
        <translation>（用{tiles}）</translation>
    </message>
    <message>
        <source>胡{tile}</source>
        <translation>胡{tile}</translation>
    </message>
    <message>
        <source>胡{tile}：{tai}</source>
        <translation>胡{tile}：{tai}</translation>
    </message>
    <message>
        <source>自摸：{tai}</source>
        <translation>自摸：{tai}</translation>
    </message>
    <message>
        <source>过——{claim}也不能让手牌更近一步</source>
        <translation>过——{claim}也不能让手牌更近一步</translation>
    </message>
    <message>
        <source>过——{claim}虽能更近，但电脑还顾及台数或防守</source>
        <translation>过——{claim}虽能更近，但电脑还顾及台数或防守</translation>
    </message>
    <message>
        <source>约 {value:+.1f} 分</source>
        <translation>约 {value:+.1f} 分</translation>
    </message>
    <message>
        <source>{act}：{value}</source>
        <translation>{act}：{value}</translation>
    </message>
    <message>
        <source>，还差 {n} 张</source>
        <translation>，还差 {n} 张</translation>
    </message>
    <message>
        <source>，还差 1 张</source>
        <translation>，还差 1 张</translation>
    </message>
    <message>
        <source>，够 {tai} 台还差 {n} 张</source>
        <translation>，够 {tai} 台还差 {n} 张</translation>
    </message>
    <message>
        <source>，够 {tai} 台还差 1 张</source>
        <translation>，够 {tai} 台还差 1 张</translation>
    </message>
    <message>
        <source>但不够台，够 {tai} 台还差 {n} 张</source>
        <translation>但不够台，够 {tai} 台还差 {n} 张</translation>
    </message>
    <message>
        <source>，凑不够台</source>
        <translation>，凑不够台</translation>
    </message>
    <message>
        <source>“约 … 分”：按还差几张估算的每局平均得分（电脑的经验表：还差一样多的牌，分数都一样）。“还差”：配上最好的财神后，离够台的胡牌还差几张。</source>
        <translation>“约 … 分”：按还差几张估算的每局平均得分（电脑的经验表：还差一样多的牌，分数都一样）。“还差”：配上最好的财神后，离够台的胡牌还差几张。</translation>
    </message>
    <message>
        <source>“专家推演”：专家把这手牌照每种包法各打到底许多次，得分的平均；建议按它来，不按经验表。</source>
        <translation>“专家推演”：专家把这手牌照每种包法各打到底许多次，得分的平均；建议按它来，不按经验表。</translation>
    </message>
    <message>
        <source>（四家都不包，则由你这个庄家包2台）</source>
        <translation>（四家都不包，则由你这个庄家包2台）</translation>
    </message>
    <message>
        <source>（不当包家的平均，不论谁包多少）</source>
        <translation>（不当包家的平均，不论谁包多少）</translation>
    </message>
    <message>
        <source>（庄家包2台；分数是不当包家的平均）</source>
        <translation>（庄家包2台；分数是不当包家的平均）</translation>
    </message>
    <message>
        <source>{act}：手里 {n} 张财神，{state}</source>
        <translation>{act}：手里 {n} 张财神，{state}</translation>
    </message>
    <message>
        <source>{act}：手里 1 张财神，{state}</source>
        <translation>{act}：手里 1 张财神，{state}</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑还顾及台数或防守）</source>
        <translation>（不是最快的打法：电脑还顾及台数或防守）</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在做{plan}，好够台）</source>
        <translation>（不是最快的打法：电脑在做{plan}，好够台）</translation>
    </message>
    <message>
        <source>（向听多了，但按够台的打法不更远，杠后还多摸一张）</source>
        <translation>（向听多了，但按够台的打法不更远，杠后还多摸一张）</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在防包家）</source>
        <translation>（不是最快的打法：电脑在防包家）</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在做{plan}，也在防包家）</source>
        <translation>（不是最快的打法：电脑在做{plan}，也在防包家）</translation>
    </message>
    <message>
        <source>（不是最快的打法：电脑在做{plan}，好够台；胡时无财神算 {tai} 台）</source>
        <translation>（不是最快的打法：电脑在做{plan}，好够台；胡时无财神算 {tai} 台）</translation>
    </message>
    <message>
        <source>（打哪张都凑不够{minimum}台：这手胡不了，打安全牌吧）</source>
        <translation>（打哪张都凑不够{minimum}台：这手胡不了，打安全牌吧）</translation>
    </message>
    <message>
        <source>有效牌 {n} 张</source>
        <translation>有效牌 {n} 张</translation>
    </message>
    <message>
        <source>有效牌 1 张</source>
        <translation>有效牌 1 张</translation>
    </message>
    <message>
        <source>有效牌 {n} 张，够台的 {m} 张</source>
        <translation>有效牌 {n} 张，够台的 {m} 张</translation>
    </message>
    <message>
        <source>有效牌 1 张，够台的 {m} 张</source>
        <translation>有效牌 1 张，够台的 {m} 张</translation>
    </message>
    <message>
        <source>够台还差 {n} 张</source>
        <translation>够台还差 {n} 张</translation>
    </message>
    <message>
        <source>够台还差 1 张</source>
        <translation>够台还差 1 张</translation>
    </message>
    <message>
        <source>凑不够台</source>
        <translation>凑不够台</translation>
    </message>
    <message>
        <source>够台可胡 {n} 张</source>
        <translation>够台可胡 {n} 张</translation>
    </message>
    <message>
        <source>够台可胡 1 张</source>
        <translation>够台可胡 1 张</translation>
    </message>
    <message>
        <source>可胡 {n} 张，够台的 {m} 张</source>
        <translation>可胡 {n} 张，够台的 {m} 张</translation>
    </message>
    <message>
        <source>可胡 1 张，够台的 {m} 张</source>
        <translation>可胡 1 张，够台的 {m} 张</translation>
    </message>
    <message>
        <source>，起手就胡：天胡 8台</source>
        <translation>，起手就胡：天胡 8台</translation>
    </message>
    <message>
        <source>{n} 张能凑成胡牌牌型，但不够台</source>
        <translation>{n} 张能凑成胡牌牌型，但不够台</translation>
    </message>
    <message>
        <source>1 张能凑成胡牌牌型，但不够台</source>
        <translation>1 张能凑成胡牌牌型，但不够台</translation>
    </message>
    <message>
        <source>×{n}</source>
        <translation>×{n}</translation>
    </message>
    <message>
        <source>{tai}台</source>
        <translation>{tai}台</translation>
    </message>
    <message>
        <source>自摸{tai}台</source>
        <translation>自摸{tai}台</translation>
    </message>
    <message>
        <source>不够台</source>
        <translation>不够台</translation>
    </message>
    <message>
        <source>（不够台）</source>
        <translation>（不够台）</translation>
    </message>
    <message>
        <source>（已全部现出，摸不到了）</source>
        <translation>（已全部现出，摸不到了）</translation>
    </message>
    <message>
        <source>现在</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>打{tile}：{state}</source>
        <translation>打{tile}：{state}</translation>
    </message>
    <message>
        <source>{tile} {n}张 {tai}</source>
        <translation>{tile} {n}张 {tai}</translation>
    </message>
    <message>
        <source>，</source>
        <translation>，</translation>
    </message>
    <message>
        <source>打{tile}</source>
        <translation>打{tile}</translation>
    </message>
    <message>
        <source>{verb}{tile}</source>
        <translation>{verb}{tile}</translation>
    </message>
    <message>
        <source>定{tile}为财神</source>
        <translation>定{tile}为财神</translation>
    </message>
    <message>
        <source>定{tile}为财神（{tile}、{other}）</source>
        <translation>定{tile}为财神（{tile}、{other}）</translation>
    </message>
    <message>
        <source>规则说明</source>
        <translation>规则说明</translation>
    </message>
    <message>
        <source>目录</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>无法读取规则说明文件：{path}</source>
        <translation>无法读取规则说明文件：{path}</translation>
    </message>
    <message>
        <source>点牌加入：</source>
        <translation>点牌加入：</translation>
    </message>
    <message>
        <source>手牌</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>翻出的牌</source>
        <translation>翻出的牌</translation>
    </message>
    <message>
        <source>手牌（点牌移除）</source>
        <translation>手牌（点牌移除）</translation>
    </message>
    <message>
        <source>副露（点牌移除）</source>
        <translation>副露（点牌移除）</translation>
    </message>
    <message>
        <source>无</source>
        <translation>无</translation>
    </message>
    <message>
        <source>清空</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>胡家座位</source>
        <translation>胡家座位</translation>
    </message>
    <message>
        <source>杠开</source>
        <translation>杠开</translation>
    </message>
    <message>
        <source>天胡/地胡（第一巡）</source>
        <translation>天胡/地胡（第一巡）</translation>
    </message>
    <message>
        <source>包家</source>
        <translation>包家</translation>
    </message>
    <message>
        <source>放冲</source>
        <translation>放冲</translation>
    </message>
    <message>
        <source>结果</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>点左边的牌，输入手牌、副露和胡的牌：够张数后这里显示台数和付分。</source>
        <translation>点左边的牌，输入手牌、副露和胡的牌：够张数后这里显示台数和付分。</translation>
    </message>
    <message>
        <source>手牌加胡的牌需要 {need} 张，现在 {have} 张</source>
        <translation>手牌加胡的牌需要 {need} 张，现在 {have} 张</translation>
    </message>
    <message>
        <source>请选胡的牌（“胡的牌”模式下点一张牌）</source>
        <translation>请选胡的牌（“胡的牌”模式下点一张牌）</translation>
    </message>
    <message>
        <source>{tile} 不能作为顺子的第一张</source>
        <translation>{tile} 不能作为顺子的第一张</translation>
    </message>
    <message>
        <source>最多四组副露</source>
        <translation>最多四组副露</translation>
    </message>
    <message>
        <source>最多两种财神</source>
        <translation>最多两种财神</translation>
    </message>
    <message>
        <source>{tile}随{named}已是财神；要去掉，点财神一栏里的它</source>
        <translation>{tile}随{named}已是财神；要去掉，点财神一栏里的它</translation>
    </message>
    <message>
        <source>吃碰杠里用一张财神</source>
        <translation>吃碰杠里用一张财神</translation>
    </message>
    <message>
        <source>先定财神，才能在吃碰杠里用财神</source>
        <translation>先定财神，才能在吃碰杠里用财神</translation>
    </message>
    <message>
        <source>包家和包牌要一起选</source>
        <translation>包家和包牌要一起选</translation>
    </message>
    <message>
        <source>这一包牌超出本桌规则的范围</source>
        <translation>这一包牌超出本桌规则的范围</translation>
    </message>
    <message>
        <source>财神最多两种，两种时须前后相接（如 五万 六万）</source>
        <translation>财神最多两种，两种时须前后相接（如 五万 六万）</translation>
    </message>
    <message>
        <source>财神与包牌不符：无财不配财神，独N台配一种，N台配两种（所选一种和它的下一种）</source>
        <translation>财神与包牌不符：无财不配财神，独N台配一种，N台配两种（所选一种和它的下一种）</translation>
    </message>
    <message>
        <source>翻麻将不叫包，没有包家和包牌</source>
        <translation>翻麻将不叫包，没有包家和包牌</translation>
    </message>
    <message>
        <source>翻麻将的财神是翻出的那种牌（设为两种时再加它的下一种）</source>
        <translation>翻麻将的财神是翻出的那种牌（设为两种时再加它的下一种）</translation>
    </message>
    <message>
        <source>同一种牌超过四张</source>
        <translation>同一种牌超过四张</translation>
    </message>
    <message>
        <source>翻出的那张牌不参加打牌，这种牌最多三张</source>
        <translation>翻出的那张牌不参加打牌，这种牌最多三张</translation>
    </message>
    <message>
        <source>手牌和副露凑不成四组加一对</source>
        <translation>手牌和副露凑不成四组加一对</translation>
    </message>
    <message>
        <source>副露不成组</source>
        <translation>副露不成组</translation>
    </message>
    <message>
        <source>放冲的不能是胡家自己</source>
        <translation>放冲的不能是胡家自己</translation>
    </message>
    <message>
        <source>自摸没有放冲的一家</source>
        <translation>自摸没有放冲的一家</translation>
    </message>
    <message>
        <source>胡别人打出的牌（或抢杠）要选放冲的一家</source>
        <translation>胡别人打出的牌（或抢杠）要选放冲的一家</translation>
    </message>
    <message>
        <source>抢杠不是自摸，也不是杠开</source>
        <translation>抢杠不是自摸，也不是杠开</translation>
    </message>
    <message>
        <source>抢杠的那张牌，胡家手里不可能还有三张</source>
        <translation>抢杠的那张牌，胡家手里不可能还有三张</translation>
    </message>
    <message>
        <source>杠开要有杠：副露里没有杠</source>
        <translation>杠开要有杠：副露里没有杠</translation>
    </message>
    <message>
        <source>天胡、地胡时不会有副露</source>
        <translation>天胡、地胡时不会有副露</translation>
    </message>
    <message>
        <source>天胡、地胡不会是抢杠</source>
        <translation>天胡、地胡不会是抢杠</translation>
    </message>
    <message>
        <source>庄家第一巡胡牌（天胡）只能是自摸</source>
        <translation>庄家第一巡胡牌（天胡）只能是自摸</translation>
    </message>
    <message>
        <source>天胡不会是杠开</source>
        <translation>天胡不会是杠开</translation>
    </message>
    <message>
        <source>地胡是胡庄家打出的第一张牌，不是自摸</source>
        <translation>地胡是胡庄家打出的第一张牌，不是自摸</translation>
    </message>
    <message>
        <source>地胡只能胡庄家（东家）打出的牌</source>
        <translation>地胡只能胡庄家（东家）打出的牌</translation>
    </message>
    <message>
        <source>错误：{message}</source>
        <translation>错误：{message}</translation>
    </message>
    <message>
        <source>不能胡：不是胡牌牌型</source>
        <translation>不能胡：不是胡牌牌型</translation>
    </message>
    <message>
        <source>不能胡：不够台（{tai}台，起胡{minimum}台）</source>
        <translation>不能胡：不够台（{tai}台，起胡{minimum}台）</translation>
    </message>
    <message>
        <source>能胡（起胡{minimum}台）</source>
        <translation>能胡（起胡{minimum}台）</translation>
    </message>
    <message>
        <source>能胡（特殊牌型，不计起胡）</source>
        <translation>能胡（特殊牌型，不计起胡）</translation>
    </message>
    <message>
        <source>未选包家和包牌，不计付分</source>
        <translation>未选包家和包牌，不计付分</translation>
    </message>
    <message>
        <source>未选放冲的一家，不计付分</source>
        <translation>未选放冲的一家，不计付分</translation>
    </message>
    <message>
        <source>请选翻出的牌（“翻出的牌”模式下点一张牌）</source>
        <translation>请选翻出的牌（“翻出的牌”模式下点一张牌）</translation>
    </message>
    <message>
        <source>请选财神：{bid}有两种财神（“财神”模式下点一张牌，它和下一种都是财神）</source>
        <translation>请选财神：{bid}有两种财神（“财神”模式下点一张牌，它和下一种都是财神）</translation>
    </message>
    <message>
        <source>请选财神：{bid}有一种财神（“财神”模式下点一张牌）</source>
        <translation>请选财神：{bid}有一种财神（“财神”模式下点一张牌）</translation>
    </message>
    <message>
        <source>付分（B = {points}）</source>
        <translation>付分（B = {points}）</translation>
    </message>
    <message>
        <source>身份</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>算式</source>
        <translation>算式</translation>
    </message>
    <message>
        <source>输赢</source>
        <translation>输赢</translation>
    </message>
    <message>
        <source>老庄：全部 ×2</source>
        <translation>老庄：全部 ×2</translation>
    </message>
    <message>
        <source>基础分：全部 ×{base}</source>
        <translation>基础分：全部 ×{base}</translation>
    </message>
    <message>
        <source>牌局</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>玩家统计</source>
        <translation>玩家统计</translation>
    </message>
    <message>
        <source>还没有对局记录</source>
        <translation>还没有对局记录</translation>
    </message>
    <message>
        <source>共 {n} 局</source>
        <translation>共 {n} 局</translation>
    </message>
    <message>
        <source>{who} 包{bid}</source>
        <translation>{who} 包{bid}</translation>
    </message>
    <message>
        <source>列出最近的 {n} 局，统计包括全部</source>
        <translation>列出最近的 {n} 局，统计包括全部</translation>
    </message>
    <message>
        <source>正在读取对局记录……</source>
        <translation>正在读取对局记录……</translation>
    </message>
    <message>
        <source>{n} 行记录无法读取，已跳过</source>
        <translation>{n} 行记录无法读取，已跳过</translation>
    </message>
    <message>
        <source>1 行记录无法读取，已跳过</source>
        <translation>1 行记录无法读取，已跳过</translation>
    </message>
    <message>
        <source>无法读取对局记录：{error}</source>
        <translation>无法读取对局记录：{error}</translation>
    </message>
    <message>
        <source>回放所选牌局</source>
        <translation>回放所选牌局</translation>
    </message>
    <message>
        <source>刷新</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>玩法：</source>
        <translation>玩法：</translation>
    </message>
    <message>
        <source>全部（两种玩法）</source>
        <translation>全部（两种玩法）</translation>
    </message>
    <message>
        <source>关闭窗口</source>
        <translation>关闭窗口</translation>
    </message>
    <message>
        <source>日期</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>包家／玩法</source>
        <translation>包家／玩法</translation>
    </message>
    <message>
        <source>胡家</source>
        <translation>胡家</translation>
    </message>
    <message>
        <source>台</source>
        <translation>台</translation>
    </message>
    <message>
        <source>悔牌次数</source>
        <translation>悔牌次数</translation>
    </message>
    <message>
        <source>这一局悔了几次牌（空白：没有悔牌）</source>
        <translation>这一局悔了几次牌（空白：没有悔牌）</translation>
    </message>
    <message>
        <source>玩家</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>胡牌数</source>
        <translation>胡牌数</translation>
    </message>
    <message>
        <source>自摸数</source>
        <translation>自摸数</translation>
    </message>
    <message>
        <source>放冲数</source>
        <translation>放冲数</translation>
    </message>
    <message>
        <source>包牌数</source>
        <translation>包牌数</translation>
    </message>
    <message>
        <source>包成率</source>
        <translation>包成率</translation>
    </message>
    <message>
        <source>胡牌的局数（自摸也算在内）</source>
        <translation>胡牌的局数（自摸也算在内）</translation>
    </message>
    <message>
        <source>打出别人胡的那张牌的局数（被抢杠也算）</source>
        <translation>打出别人胡的那张牌的局数（被抢杠也算）</translation>
    </message>
    <message>
        <source>当包家的局数</source>
        <translation>当包家的局数</translation>
    </message>
    <message>
        <source>当包家的局里，自己胡了的比例</source>
        <translation>当包家的局里，自己胡了的比例</translation>
    </message>
    <message>
        <source>{name}（电脑）</source>
        <translation>{name}（电脑）</translation>
    </message>
    <message>
        <source>{name} · {level}</source>
        <translation>{name} · {level}</translation>
    </message>
    <message>
        <source>平均分</source>
        <translation>平均分</translation>
    </message>
    <message>
        <source>荒庄</source>
        <translation>荒庄</translation>
    </message>
    <message>
        <source>{name}（自摸）</source>
        <translation>{name}（自摸）</translation>
    </message>
    <message>
        <source>{tai} 老庄×2</source>
        <translation>{tai} 老庄×2</translation>
    </message>
    <message>
        <source>{p:.0f}%</source>
        <translation>{p:.0f}%</translation>
    </message>
    <message>
        <source>牌局回放</source>
        <translation>牌局回放</translation>
    </message>
    <message>
        <source>打开文件…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>对局记录 (*.jsonl *.log *.json);;所有文件 (*)</source>
        <translation>对局记录 (*.jsonl *.log *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>|◀ 开始</source>
        <translation>|◀ 开始</translation>
    </message>
    <message>
        <source>◀ 上一步</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>下一步 ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>结束 ▶|</source>
        <translation>结束 ▶|</translation>
    </message>
    <message>
        <source>第 {n} / {total} 步</source>
        <translation>第 {n} / {total} 步</translation>
    </message>
    <message>
        <source>{n}. {summary}</source>
        <translation>{n}. {summary}</translation>
    </message>
    <message>
        <source>还没有可回放的牌局：打完的局会在这里；也可以用“打开文件…”打开对局记录或电脑对战的日志</source>
        <translation>还没有可回放的牌局：打完的局会在这里；也可以用“打开文件…”打开对局记录或电脑对战的日志</translation>
    </message>
    <message>
        <source>文件中没有可回放的牌局</source>
        <translation>文件中没有可回放的牌局</translation>
    </message>
    <message>
        <source>找不到文件 {name}</source>
        <translation>找不到文件 {name}</translation>
    </message>
    <message>
        <source>文件最后的 {mb} MB 中没有可回放的牌局（更多请用“打开”）</source>
        <translation>文件最后的 {mb} MB 中没有可回放的牌局（更多请用“打开”）</translation>
    </message>
    <message>
        <source>文件很大，最后的 {mb} MB 中没有可回放的牌局</source>
        <translation>文件很大，最后的 {mb} MB 中没有可回放的牌局</translation>
    </message>
    <message>
        <source>无法回放：{error}</source>
        <translation>无法回放：{error}</translation>
    </message>
    <message>
        <source>{n} 行或牌局无法读取，已跳过</source>
        <translation>{n} 行或牌局无法读取，已跳过</translation>
    </message>
    <message>
        <source>1 行或牌局无法读取，已跳过</source>
        <translation>1 行或牌局无法读取，已跳过</translation>
    </message>
    <message>
        <source>读入了最近的 {n} 局（更多请用“打开”）</source>
        <translation>读入了最近的 {n} 局（更多请用“打开”）</translation>
    </message>
    <message>
        <source>读入了最近的 1 局（更多请用“打开”）</source>
        <translation>读入了最近的 1 局（更多请用“打开”）</translation>
    </message>
    <message>
        <source>文件很大，读入了最后的 {n} 局</source>
        <translation>文件很大，读入了最后的 {n} 局</translation>
    </message>
    <message>
        <source>文件很大，读入了最后的 1 局</source>
        <translation>文件很大，读入了最后的 1 局</translation>
    </message>
    <message>
        <source>正在读取文件……</source>
        <translation>正在读取文件……</translation>
    </message>
    <message>
        <source>包家 {seat} {bid}</source>
        <translation>包家 {seat} {bid}</translation>
    </message>
    <message>
        <source>正在打的这一局不显示（会亮出别家的牌），打完后可回放。</source>
        <translation>正在打的这一局不显示（会亮出别家的牌），打完后可回放。</translation>
    </message>
    <message>
        <source>发牌</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>{seat} 包{bid}</source>
        <translation>{seat} 包{bid}</translation>
    </message>
    <message>
        <source>{seat} 不包</source>
        <translation>{seat} 不包</translation>
    </message>
    <message>
        <source>{seat} 是包家：{bid}</source>
        <translation>{seat} 是包家：{bid}</translation>
    </message>
    <message>
        <source>财神：{tiles}</source>
        <translation>财神：{tiles}</translation>
    </message>
    <message>
        <source>翻出{tile}，财神：{tiles}</source>
        <translation>翻出{tile}，财神：{tiles}</translation>
    </message>
    <message>
        <source>本局无财神</source>
        <translation>本局无财神</translation>
    </message>
    <message>
        <source>{seat} 摸 {tile}</source>
        <translation>{seat} 摸 {tile}</translation>
    </message>
    <message>
        <source>{seat} 杠后补 {tile}</source>
        <translation>{seat} 杠后补 {tile}</translation>
    </message>
    <message>
        <source>{seat} 打 {tile}</source>
        <translation>{seat} 打 {tile}</translation>
    </message>
    <message>
        <source>{seat} 吃 {tile}</source>
        <translation>{seat} 吃 {tile}</translation>
    </message>
    <message>
        <source>{seat} 碰 {tile}</source>
        <translation>{seat} 碰 {tile}</translation>
    </message>
    <message>
        <source>{seat} 明杠 {tile}</source>
        <translation>{seat} 明杠 {tile}</translation>
    </message>
    <message>
        <source>{seat} 暗杠</source>
        <translation>{seat} 暗杠</translation>
    </message>
    <message>
        <source>{seat} 补杠 {tile}（可抢杠）</source>
        <translation>{seat} 补杠 {tile}（可抢杠）</translation>
    </message>
    <message>
        <source>{seat} 补杠 {tile}</source>
        <translation>{seat} 补杠 {tile}</translation>
    </message>
    <message>
        <source>{seat} 抢杠 {tile}</source>
        <translation>{seat} 抢杠 {tile}</translation>
    </message>
    <message>
        <source>{seat} 自摸 {tile}：{tai}</source>
        <translation>{seat} 自摸 {tile}：{tai}</translation>
    </message>
    <message>
        <source>{seat} 起手即胡：{tai}</source>
        <translation>{seat} 起手即胡：{tai}</translation>
    </message>
    <message>
        <source>{seat} 胡 {tile}（{source} 放冲）：{tai}</source>
        <translation>{seat} 胡 {tile}（{source} 放冲）：{tai}</translation>
    </message>
    <message>
        <source>结算：{deltas}</source>
        <translation>结算：{deltas}</translation>
    </message>
    <message>
        <source>{type}</source>
        <translation>{type}</translation>
    </message>
    <message>
        <source>记录有误：{problem}</source>
        <translation>记录有误：{problem}</translation>
    </message>
</context>
</TS>
