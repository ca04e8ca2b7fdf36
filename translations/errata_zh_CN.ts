<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <source>Read 1 file: </source>
        <translation>读取了 1 个文件：</translation>
    </message>
    <message>
        <source>Read %1 files: </source>
        <translation>读取了 %1 个文件：</translation>
    </message>
    <message>
        <source>1 item (%1 new), </source>
        <translation>1 个条目（%1 个新），</translation>
    </message>
    <message>
        <source>%1 items (%2 new), </source>
        <translation>%1 个条目（%2 个新），</translation>
    </message>
    <message>
        <source>1 span (%1 new, in %2 new annotations), </source>
        <translation>1 个片段（%1 个新，属于 %2 份新标注），</translation>
    </message>
    <message>
        <source>%1 spans (%2 new, in %3 new annotations), </source>
        <translation>%1 个片段（%2 个新，属于 %3 份新标注），</translation>
    </message>
    <message>
        <source>1 new person.</source>
        <translation>1 位新人员。</translation>
    </message>
    <message>
        <source>%1 new people.</source>
        <translation>%1 位新人员。</translation>
    </message>
    <message>
        <source>1 row skipped.</source>
        <translation>跳过了 1 行。</translation>
    </message>
    <message>
        <source>%1 rows skipped.</source>
        <translation>跳过了 %1 行。</translation>
    </message>
    <message>
        <source>The project already held all of it: nothing changed.</source>
        <translation>项目中已包含全部内容：没有任何改动。</translation>
    </message>
</context>
<context>
    <name>ActionLogReport</name>
    <message>
        <source>The threshold is a number of seconds per word, 0 or more.</source>
        <translation>阈值是每词的秒数，为 0 或更大。</translation>
    </message>
</context>
<context>
    <name>AddSpanCommand</name>
    <message>
        <source>Mark %1</source>
        <translation>标注 %1</translation>
    </message>
</context>
<context>
    <name>AnalysisExclusions</name>
    <message>
        <source>The setting analysis_exclusions is not a JSON list: %1</source>
        <translation>设置 analysis_exclusions 不是 JSON 列表：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Excluded from these figures by a coordinator (%1): %2.</source>
        <translation>协调员已将以下人员排除在这些数字之外（%1）：%2。</translation>
    </message>
    <message>
        <source>exclude people from the analyses</source>
        <translation>将人员排除在分析之外</translation>
    </message>
    <message>
        <source>There is no person with id %1.</source>
        <translation>没有 ID 为 %1 的人员。</translation>
    </message>
    <message>
        <source>Excluding %1 from the analyses needs a reason (--reason).</source>
        <translation>将 %1 排除在分析之外需要理由（--reason）。</translation>
    </message>
    <message>
        <source>%1 is already excluded from the analyses.</source>
        <translation>%1 已被排除在分析之外。</translation>
    </message>
    <message>
        <source>%1 is not excluded from the analyses.</source>
        <translation>%1 并未被排除在分析之外。</translation>
    </message>
</context>
<context>
    <name>ArchiveRestorer</name>
    <message>
        <source>the training mark&apos;s reference layer (%1) is not there</source>
        <translation>训练标记的参考层（%1）不存在</translation>
    </message>
    <message>
        <source>the attention check&apos;s reference layer (%1) is not there</source>
        <translation>注意力检查的参考层（%1）不存在</translation>
    </message>
    <message>
        <source>the qualification result of %1: %2</source>
        <translation>%1 的资格结果：%2</translation>
    </message>
    <message>
        <source>the project file could not be written</source>
        <translation>无法写入项目文件</translation>
    </message>
    <message>
        <source>the archive&apos;s taxonomy</source>
        <translation>存档中的分类体系</translation>
    </message>
    <message>
        <source>%1: the settings could not be written</source>
        <translation>%1：无法写入设置</translation>
    </message>
    <message>
        <source>item %1: the category &quot;%2&quot; or severity &quot;%3&quot; is not in the project&apos;s taxonomy &quot;%4&quot;</source>
        <translation>条目 %1：类别 &quot;%2&quot; 或严重程度 &quot;%3&quot; 不在项目的分类体系 &quot;%4&quot; 中</translation>
    </message>
    <message>
        <source>item %1, annotator %2: %3</source>
        <translation>条目 %1，标注员 %2：%3</translation>
    </message>
    <message>
        <source>item %1: %2</source>
        <translation>条目 %1：%2</translation>
    </message>
    <message>
        <source>item %1 is already in the project with a different text</source>
        <translation>条目 %1 已在项目中，但文本不同</translation>
    </message>
    <message>
        <source>restore an archive</source>
        <translation>恢复存档</translation>
    </message>
    <message>
        <source>the items up to %1</source>
        <translation>截至 %1 的条目</translation>
    </message>
    <message>
        <source>the spans and review threads</source>
        <translation>标注片段与审阅讨论</translation>
    </message>
    <message>
        <source>the workflow history</source>
        <translation>工作流程记录</translation>
    </message>
</context>
<context>
    <name>AssignCommands</name>
    <message>
        <source>assign takes the project file and --per-item K (or --list).</source>
        <translation>assign 需要项目文件和 --per-item K（或 --list）。</translation>
    </message>
    <message>
        <source>--per-item takes a whole number, 1 or more.</source>
        <translation>--per-item 需要不小于 1 的整数。</translation>
    </message>
    <message>
        <source>%1 is not an active annotator.</source>
        <translation>%1 不是在职的标注员。</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>%2 中没有人员 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>New items</source>
        <translation>新条目</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>工作量</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>reassign takes the project, an item id, --from NAME and --to NAME.</source>
        <translation>reassign 需要项目、条目 ID、--from NAME 和 --to NAME。</translation>
    </message>
    <message>
        <source>unassign takes the project, an item id and --annotator NAME.</source>
        <translation>unassign 需要项目、条目 ID 和 --annotator NAME。</translation>
    </message>
    <message>
        <source>%1 has no assignment on item %2.</source>
        <translation>%1 在条目 %2 上没有分配。</translation>
    </message>
    <message>
        <source>%1 has already begun item %2 (%3): only work not yet started can be moved; discard it in the Review tab if it must go.</source>
        <translation>%1 已开始条目 %2（%3）：只能移动尚未开始的工作；如必须撤下，请在“审阅”标签页中作废。</translation>
    </message>
    <message>
        <source>Reassigned to %1 before work began.</source>
        <translation>开始工作前已改派给 %1。</translation>
    </message>
    <message>
        <source>Unassigned before work began.</source>
        <translation>开始工作前已取消分配。</translation>
    </message>
    <message>
        <source>progress takes the project file (and --matrix, --idle-days N).</source>
        <translation>progress 需要项目文件（以及 --matrix、--idle-days N）。</translation>
    </message>
    <message>
        <source>Idle %1+ days</source>
        <translation>闲置 %1 天以上</translation>
    </message>
    <message>
        <source>plan assignments</source>
        <translation>规划分配</translation>
    </message>
    <message>
        <source>Left out: %1 (%2).</source>
        <translation>未纳入：%1（%2）。</translation>
    </message>
</context>
<context>
    <name>AssignmentPlanner</name>
    <message>
        <source>Each item needs at least one annotator (--per-item 1 or more).</source>
        <translation>每个条目至少需要一名标注员（--per-item 1 或以上）。</translation>
    </message>
    <message>
        <source>Each item needs %1 annotators, but only %2 can be given it.</source>
        <translation>每个条目需要 %1 名标注员，但只有 %2 名可以分配。</translation>
    </message>
    <message>
        <source>Items without a condition need %1 annotators each, but only %2 people have no condition.</source>
        <translation>无条件的条目每个需要 %1 名标注员，但只有 %2 人没有条件。</translation>
    </message>
    <message>
        <source>Items of condition &quot;%1&quot; need %2 annotators each, but only %3 people have that condition.</source>
        <translation>条件“%1”的条目每个需要 %2 名标注员，但只有 %3 人属于该条件。</translation>
    </message>
</context>
<context>
    <name>AuthorshipCommand</name>
    <message>
        <source>authorship takes the project file.</source>
        <translation>authorship 需要项目文件。</translation>
    </message>
    <message>
        <source>Correct answers</source>
        <translation>答对数</translation>
    </message>
    <message>
        <source>Evaluators</source>
        <translation>评估者</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答数</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>95% low</source>
        <translation>95% 下限</translation>
    </message>
    <message>
        <source>95% high</source>
        <translation>95% 上限</translation>
    </message>
    <message>
        <source>p (vs chance)</source>
        <translation>p（对比随机）</translation>
    </message>
    <message>
        <source>Machine P</source>
        <translation>机器 P</translation>
    </message>
    <message>
        <source>Machine R</source>
        <translation>机器 R</translation>
    </message>
    <message>
        <source>Machine F1</source>
        <translation>机器 F1</translation>
    </message>
    <message>
        <source>Judged human</source>
        <translation>判为人类</translation>
    </message>
    <message>
        <source>&quot;Definitely&quot;</source>
        <translation>“肯定”</translation>
    </message>
    <message>
        <source>α (4-point)</source>
        <translation>α（四级）</translation>
    </message>
    <message>
        <source>α (human/machine)</source>
        <translation>α（人类/机器）</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>%1 answers on texts without &quot;%2&quot; were left out.</source>
        <translation>%1 个针对没有“%2”的文本的回答未计入。</translation>
    </message>
</context>
<context>
    <name>AuthorshipReport</name>
    <message>
        <source>%1 holds no authorship judgements (init --judgements authorship asks for them)</source>
        <translation>%1 中没有作者判断（init --judgements authorship 会询问）</translation>
    </message>
    <message>
        <source>no item has the metadata key &quot;%1&quot; that says who wrote it</source>
        <translation>没有条目带有说明作者的元数据键“%1”</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>Cannot create the backup folder %1.</source>
        <translation>无法创建备份文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <source>Could not copy %1 to %2: %3</source>
        <translation>无法将 %1 复制到 %2：%3</translation>
    </message>
    <message>
        <source>Could not remove the old backup %1.</source>
        <translation>无法删除旧备份 %1。</translation>
    </message>
    <message>
        <source>Cannot read the backup %1.</source>
        <translation>无法读取备份 %1。</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>Could not keep a copy of %1 before restoring: %2</source>
        <translation>恢复前无法保留 %1 的副本：%2</translation>
    </message>
    <message>
        <source>Could not move the restored copy to %1 (%2); it is at %3.</source>
        <translation>无法将恢复的副本移动到 %1（%2）；它位于 %3。</translation>
    </message>
</context>
<context>
    <name>BarFigure</name>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
</context>
<context>
    <name>BoxFigure</name>
    <message>
        <source>%1  (n = %2)</source>
        <translation>%1（n = %2）</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
</context>
<context>
    <name>CliCommands</name>
    <message>
        <source>%1 prints the action log of %2, which is for coordinators; %3 reads only their own.</source>
        <translation>%1 会输出 %2 的操作日志，这仅限协调员；%3 只能查看自己的。</translation>
    </message>
    <message>
        <source>--format must be text, tsv or json, not &quot;%1&quot;.</source>
        <translation>--format 必须是 text、tsv 或 json，而不是“%1”。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run errata-cli --help for the list.</source>
        <translation>未知命令“%1”。运行 errata-cli --help 查看命令列表。</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 需要一个值。</translation>
    </message>
    <message>
        <source>init takes one project file, e.g. errata-cli init study.errata</source>
        <translation>init 需要且只需要一个项目文件，例如 errata-cli init study.errata</translation>
    </message>
    <message>
        <source>The taxonomy %1 is not valid; the project was not created.</source>
        <translation>分类体系 %1 无效；项目未创建。</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>Taxonomy</source>
        <translation>分类体系</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>info takes one project file.</source>
        <translation>info 需要且只需要一个项目文件。</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>模式版本</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>People</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Reviewers</source>
        <translation>审核员</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Review events</source>
        <translation>审核记录</translation>
    </message>
    <message>
        <source>check takes one project file.</source>
        <translation>check 需要且只需要一个项目文件。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>完好</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>demo takes the path of the project to write.</source>
        <translation>demo 需要指定要写入的项目路径。</translation>
    </message>
    <message>
        <source>Judgements</source>
        <translation>条目判断</translation>
    </message>
    <message>
        <source>--unit must be token or char, not &quot;%1&quot;.</source>
        <translation>--unit 必须是 token 或 char，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--level must be 1 or 2, not &quot;%1&quot;.</source>
        <translation>--level 必须是 1 或 2，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Annotator A</source>
        <translation>标注员 A</translation>
    </message>
    <message>
        <source>Annotator B</source>
        <translation>标注员 B</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen&apos;s κ</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>α per item</source>
        <translation>逐条目 α</translation>
    </message>
    <message>
        <source>α pooled</source>
        <translation>合并 α</translation>
    </message>
    <message>
        <source>Two Agree</source>
        <translation>两人一致</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>Items with α</source>
        <translation>有 α 的条目</translation>
    </message>
    <message>
        <source>--blind must be on or off, not &quot;%1&quot;.</source>
        <translation>--blind 必须是 on 或 off，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Blind annotation</source>
        <translation>盲标注</translation>
    </message>
    <message>
        <source>Annotators shown as A1, A2, …</source>
        <translation>标注员显示为 A1、A2、…</translation>
    </message>
    <message>
        <source>import needs --format, one of: %1</source>
        <translation>import 需要 --format，取值为以下之一：%1</translation>
    </message>
    <message>
        <source>import takes the project file and at least one input file.</source>
        <translation>import 需要一个项目文件和至少一个输入文件。</translation>
    </message>
    <message>
        <source>Nothing was imported; %1 is unchanged.</source>
        <translation>未导入任何内容；%1 保持不变。</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation>试运行</translation>
    </message>
    <message>
        <source>Items read</source>
        <translation>已读取条目</translation>
    </message>
    <message>
        <source>Spans read</source>
        <translation>已读取片段</translation>
    </message>
    <message>
        <source>Rows skipped (attention checks)</source>
        <translation>跳过的行（注意力检查）</translation>
    </message>
    <message>
        <source>New items</source>
        <translation>新条目</translation>
    </message>
    <message>
        <source>New people</source>
        <translation>新人员</translation>
    </message>
    <message>
        <source>New annotations</source>
        <translation>新标注</translation>
    </message>
    <message>
        <source>New spans</source>
        <translation>新片段</translation>
    </message>
    <message>
        <source>export needs --format, one of: %1</source>
        <translation>export 需要 --format，可选：%1</translation>
    </message>
    <message>
        <source>export takes the project file and -o FILE (- for standard output).</source>
        <translation>export 需要项目文件和 -o FILE（- 表示标准输出）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>已写入</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Spans skipped (prompt side, not Scarecrow)</source>
        <translation>跳过的片段（位于提示中，Scarecrow 不支持）</translation>
    </message>
    <message>
        <source>Links skipped (not antecedents)</source>
        <translation>跳过的关联（非先行片段）</translation>
    </message>
    <message>
        <source>Annotations already there</source>
        <translation>已存在的标注</translation>
    </message>
    <message>
        <source>package needs split, merge or conflicts.</source>
        <translation>package 需要 split、merge 或 conflicts。</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>工作包</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Nothing was merged; %1 is unchanged.</source>
        <translation>未合并任何内容；%1 保持不变。</translation>
    </message>
    <message>
        <source>Spans added</source>
        <translation>已添加片段</translation>
    </message>
    <message>
        <source>Spans changed</source>
        <translation>已修改片段</translation>
    </message>
    <message>
        <source>Spans removed</source>
        <translation>已删除片段</translation>
    </message>
    <message>
        <source>Judgements changed</source>
        <translation>已修改条目判断</translation>
    </message>
    <message>
        <source>States changed</source>
        <translation>已变更状态</translation>
    </message>
    <message>
        <source>Workflow steps</source>
        <translation>工作流步骤</translation>
    </message>
    <message>
        <source>Thread replies</source>
        <translation>评论回复</translation>
    </message>
    <message>
        <source>Conflicts (both kept)</source>
        <translation>冲突（两个版本均保留）</translation>
    </message>
    <message>
        <source>package conflicts takes the project file.</source>
        <translation>package conflicts 需要项目文件。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Span here</source>
        <translation>此处的片段</translation>
    </message>
    <message>
        <source>Span from package</source>
        <translation>工作包中的片段</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Returns</source>
        <translation>退回次数</translation>
    </message>
    <message>
        <source>history takes the project file and --item ID (the item&apos;s id in its corpus).</source>
        <translation>history 需要项目文件和 --item ID（条目在其语料库中的 ID）。</translation>
    </message>
    <message>
        <source>There is no item &quot;%1&quot; in %2.</source>
        <translation>%2 中没有条目“%1”。</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>From</source>
        <translation>原状态</translation>
    </message>
    <message>
        <source>To</source>
        <translation>新状态</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>FN</source>
        <translation>FN</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>agreement takes one project file and the options --unit token|char, --level 1|2, --by KEY, --pairs, --ratings, --gold.</source>
        <translation>agreement 需要一个项目文件，以及选项 --unit token|char、--level 1|2、--by KEY、--pairs、--ratings、--gold。</translation>
    </message>
    <message>
        <source>--ci must be bootstrap or normal, not &quot;%1&quot;.</source>
        <translation>--ci 必须为 bootstrap 或 normal，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--rounds must be a positive whole number, not &quot;%1&quot;.</source>
        <translation>--rounds 必须为正整数，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>--seed 必须为整数，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--layer: there is no annotator &quot;%1&quot; in this project.</source>
        <translation>--layer：此项目中没有标注员 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation>95% 置信区间下限</translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation>95% 置信区间上限</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>%1 takes one project file; see errata-cli --help for its options.</source>
        <translation>%1 需要一个项目文件；选项请参见 errata-cli --help。</translation>
    </message>
    <message>
        <source>--items must be positive whole numbers (e.g. 50 or 10,20,50), not &quot;%1&quot;.</source>
        <translation>--items 必须为正整数（例如 50 或 10,20,50），而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Items sampled</source>
        <translation>抽样条目数</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>heatmap needs --cols KEY and -o OUT.csv|png|svg.</source>
        <translation>heatmap 需要 --cols KEY 和 -o OUT.csv|png|svg。</translation>
    </message>
    <message>
        <source>-o %1: the file must end in .csv, .png or .svg.</source>
        <translation>-o %1：文件扩展名必须为 .csv、.png 或 .svg。</translation>
    </message>
    <message>
        <source>--normalize must be none, row or col; --sort-rows and --sort-cols none, name or value.</source>
        <translation>--normalize 必须为 none、row 或 col；--sort-rows 和 --sort-cols 必须为 none、name 或 value。</translation>
    </message>
    <message>
        <source>PNG and SVG output need the graphical libraries; write .csv instead.</source>
        <translation>PNG 和 SVG 输出需要图形库；请改为输出 .csv。</translation>
    </message>
    <message>
        <source>--type: no error type &quot;%1&quot; at level %2.</source>
        <translation>--type：第 %2 级中没有错误类型 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>A grid needs --rows KEY and --cols KEY (two metadata keys).</source>
        <translation>网格需要 --rows KEY 和 --cols KEY（两个元数据键）。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>%2 中没有人员 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1 has several coordinators; say which one with --as NAME.</source>
        <translation>%1 有多位协调员；请用 --as NAME 指定其中一位。</translation>
    </message>
    <message>
        <source>--part must be exercise, choice or task, not &quot;%1&quot;.</source>
        <translation>--part 必须为 exercise、choice 或 task，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Reference spans</source>
        <translation>参考片段</translation>
    </message>
    <message>
        <source>--match must be exact, overlap50 or any, not &quot;%1&quot;.</source>
        <translation>--match 必须为 exact、overlap50 或 any，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--pass-mark must be a number of points, not &quot;%1&quot;.</source>
        <translation>--pass-mark 必须为分数，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1: precision %2, recall %3 (%4 of %5 found, %6 of %7 marked right)</source>
        <translation>%1：精确率 %2，召回率 %3（找到 %5 个中的 %4 个，标注的 %7 个中 %6 个正确）</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%2 / %3</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>评分方案</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>匹配方式</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Out of</source>
        <translation>满分</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>及格分</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>已通过</translation>
    </message>
    <message>
        <source>Per type</source>
        <translation>按类型</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>qc takes the project file, and to mark attention checks --mark-good ITEM... or --mark-bad ITEM... [--reference LAYER].</source>
        <translation>qc 需要项目文件；若要标记注意力检查，还需 --mark-good ITEM... 或 --mark-bad ITEM... [--reference LAYER]。</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>annotators takes one project file.</source>
        <translation>annotators 需要一个项目文件。</translation>
    </message>
    <message>
        <source>Assigned</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Seconds / item</source>
        <translation>秒 / 条目</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>接受率</translation>
    </message>
    <message>
        <source>Returns / item</source>
        <translation>退回次数 / 条目</translation>
    </message>
    <message>
        <source>κ gold</source>
        <translation>κ（金标准）</translation>
    </message>
    <message>
        <source>κ peers</source>
        <translation>κ（同行）</translation>
    </message>
    <message>
        <source>Qualification</source>
        <translation>资格认证</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>%1 takes a non-negative number, not &quot;%2&quot;.</source>
        <translation>%1 需要一个非负数，而不是 &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>generate takes one project file to create, e.g. errata-cli generate big.errata --preset scarecrow</source>
        <translation>generate 需要一个要创建的项目文件，例如 errata-cli generate big.errata --preset scarecrow</translation>
    </message>
    <message>
        <source>--preset must be scarecrow or million, not &quot;%1&quot;.</source>
        <translation>--preset 必须为 scarecrow 或 million，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>backup takes a project file, and optionally --to FOLDER and --keep K (K ≥ 1).</source>
        <translation>backup 需要一个项目文件，可选 --to FOLDER 和 --keep K（K ≥ 1）。</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>备份</translation>
    </message>
    <message>
        <source>Backups kept</source>
        <translation>保留的备份数</translation>
    </message>
    <message>
        <source>restore takes a project file and --from BACKUP.</source>
        <translation>restore 需要一个项目文件和 --from BACKUP。</translation>
    </message>
    <message>
        <source>%1 is open in another Errata (%2); close it first. Nothing was restored.</source>
        <translation>%1 已在另一个 Errata 中打开（%2）；请先关闭它。未恢复任何内容。</translation>
    </message>
    <message>
        <source>Nothing was restored; %1 is unchanged.</source>
        <translation>未恢复任何内容；%1 未更改。</translation>
    </message>
    <message>
        <source>Restored from</source>
        <translation>恢复自</translation>
    </message>
    <message>
        <source>--split KEY needs --rows KEY and --cols KEY: three different metadata keys.</source>
        <translation>--split KEY 需要 --rows KEY 和 --cols KEY：三个不同的元数据键。</translation>
    </message>
    <message>
        <source>Coordinator</source>
        <translation>协调员</translation>
    </message>
    <message>
        <source>export cannot write &quot;%1&quot;; --format is one of: %2</source>
        <translation>export 无法写出“%1”；--format 只能是以下之一：%2</translation>
    </message>
    <message>
        <source>No item of %1 has metadata, so there is no &quot;%2&quot; to group by.</source>
        <translation>%1 中没有任何条目带有元数据，因此无法按“%2”分组。</translation>
    </message>
    <message>
        <source>No item of %1 has the metadata key &quot;%2&quot;; its keys are: %3.</source>
        <translation>%1 中没有条目带有元数据键“%2”；现有的键为：%3。</translation>
    </message>
    <message>
        <source>items add takes the project file, --format jsonl|csv|txt and at least one file.</source>
        <translation>items add 需要项目文件、--format jsonl|csv|txt 和至少一个文件。</translation>
    </message>
    <message>
        <source>%1 does not exist; create it first with errata-cli init.</source>
        <translation>%1 不存在；请先用 errata-cli init 创建。</translation>
    </message>
    <message>
        <source>Nothing was added; %1 is unchanged.</source>
        <translation>未添加任何内容；%1 未作改动。</translation>
    </message>
    <message>
        <source>package split takes the project file, --annotator NAME (or --all) and -o PACKAGE.errata (a folder with --all).</source>
        <translation>package split 需要项目文件、--annotator NAME（或 --all）和 -o PACKAGE.errata（使用 --all 时为文件夹）。</translation>
    </message>
    <message>
        <source>package merge takes the project file and a package file, or a folder of them.</source>
        <translation>package merge 需要项目文件和一个工作包文件，或包含工作包的文件夹。</translation>
    </message>
    <message>
        <source>package split --all takes the project file and -o FOLDER.</source>
        <translation>package split --all 需要项目文件和 -o FOLDER。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>--people takes campaign (one rater id is one person in every file) or per-file.</source>
        <translation>--people 取值为 campaign（同一评分者 ID 在每个文件中都是同一人）或 per-file。</translation>
    </message>
    <message>
        <source>--measure must be coverage, count, coverage-severity, mqm, rating or esa, not &quot;%1&quot;.</source>
        <translation>--measure 必须是 coverage、count、coverage-severity、mqm、rating 或 esa，而不是“%1”。</translation>
    </message>
    <message>
        <source>qualification takes the project file and either --mark-training ITEM..., --mark-practice ITEM... [--explanation TEXT] or --score PERSON [--match exact|overlap50|any] [--scheme span-match|scarecrow|tgea].</source>
        <translation>qualification 需要项目文件，以及 --mark-training ITEM...、--mark-practice ITEM... [--explanation TEXT] 或 --score PERSON [--match exact|overlap50|any] [--scheme span-match|scarecrow|tgea] 之一。</translation>
    </message>
    <message>
        <source>--scheme must be span-match, scarecrow or tgea, not &quot;%1&quot;.</source>
        <translation>--scheme 必须是 span-match、scarecrow 或 tgea，而不是“%1”。</translation>
    </message>
    <message>
        <source>--layer: there is no system &quot;%1&quot;; the project has: %2.</source>
        <translation>--layer：没有系统“%1”；项目中有：%2。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>--where takes a subset for span agreement and --pairs, not for --ratings or --gold.</source>
        <translation>--where 只用于片段一致性和 --pairs 的子集，不用于 --ratings 或 --gold。</translation>
    </message>
    <message>
        <source>--leave-out: &quot;%1&quot; is no type or group of the taxonomy &quot;%2&quot;.</source>
        <translation>--leave-out：“%1”不是分类体系“%2”中的类型或分组。</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Annotations not handed in (left out)</source>
        <translation>未提交的标注（未写出）</translation>
    </message>
    <message>
        <source>Spans skipped (prompt side, not TGEA)</source>
        <translation>跳过的片段（位于提示中，TGEA 不支持）</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <source>%1 has no coordinator; only coordinators can do this. Name one first: errata-cli people add %1 NAME --role coordinator</source>
        <translation>%1 没有协调者；只有协调者才能执行此操作。请先指定一位：errata-cli people add %1 姓名 --role coordinator</translation>
    </message>
    <message>
        <source>give the password in ~/.pgpass or PGPASSWORD, as for psql (docs/server.md)</source>
        <translation>请像 psql 一样在 ~/.pgpass 或 PGPASSWORD 中提供密码（见 docs/server.md）</translation>
    </message>
    <message>
        <source>Time added (s)</source>
        <translation>增加的时间（秒）</translation>
    </message>
    <message>
        <source>There is nobody called &quot;%1&quot; in %2.</source>
        <translation>%2 中没有名为 &quot;%1&quot; 的人。</translation>
    </message>
    <message>
        <source>%1 prints everyone&apos;s work, which is for reviewers and coordinators; %2 annotates in %3. Their own items are in the window (or their work package).</source>
        <translation>%1 会输出所有人的工作，这只供审阅者和协调者查看；%2 在 %3 中是标注者。其本人的条目可在窗口（或其工作包）中查看。</translation>
    </message>
    <message>
        <source>%1 is signed in as %2, and on a team server one acts only as oneself, not as %3; sign in as %3 instead.</source>
        <translation>%1 以 %2 的身份登录；在团队服务器上只能以自己的身份操作，不能代表 %3；请改为以 %3 的身份登录。</translation>
    </message>
    <message>
        <source>--normalise must be none or z, not &quot;%1&quot;.</source>
        <translation>--normalise 必须是 none 或 z，而不是“%1”。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. The commands: %2.</source>
        <translation>未知命令“%1”。可用命令：%2。</translation>
    </message>
    <message>
        <source>One command&apos;s part: errata-cli help COMMAND, or errata-cli COMMAND --help.
</source>
        <translation>单个命令的说明：errata-cli help 命令，或 errata-cli 命令 --help。
</translation>
    </message>
    <message>
        <source>Who asks (docs/study.md, &quot;What each role sees&quot;): the commands that print people, items or
metadata take --as NAME and print what that person may see; on a team server, the person
signed in. An annotator is refused everyone&apos;s work (statistics, history, progress, people
list, exports …); a reviewer of an anonymous study sees annotators as A1, A2 …; exports are
the coordinator&apos;s. Without --as, a work package prints as its annotator, and a blind or
anonymous study as its only coordinator (said on stderr); with several coordinators,
--as NAME is required. Other projects print everything, as the file&apos;s owner.
</source>
        <translation>谁在询问（docs/study.md，“What each role sees”）：输出人员、文本或元数据的命令接受
--as NAME，并只输出此人可以看到的内容；在团队服务器上则为已登录的人。标注者不能获取所有人的
工作（统计、历史、进度、people list、导出……）；匿名研究的审阅者看到的标注者为 A1、A2……；
导出仅限协调者。没有 --as 时，工作包以其标注者的身份输出，盲评或匿名研究以其唯一的协调者的
身份输出（在 stderr 上说明）；有多位协调者时必须使用 --as NAME。其他项目以文件所有者的身份
输出全部内容。
</translation>
    </message>
    <message>
        <source>printing as %1, whose work package this is.</source>
        <translation>以 %1 的身份输出，这是其工作包。</translation>
    </message>
    <message>
        <source>printing as %1, the coordinator of this blind or anonymous study (--as NAME for anyone else).</source>
        <translation>以 %1（这项盲评或匿名研究的协调者）的身份输出（其他人请用 --as NAME）。</translation>
    </message>
    <message>
        <source>%1 is a blind or anonymous study with %2 coordinators: say who asks with --as NAME (%3, or one of its reviewers).</source>
        <translation>%1 是一项有 %2 位协调者的盲评或匿名研究：请用 --as NAME 说明是谁在询问（%3，或其审阅者之一）。</translation>
    </message>
    <message>
        <source>%1 prints everything, names and hidden values included, which is for coordinators; %2 is not one in %3.</source>
        <translation>%1 会输出全部内容（包括姓名和隐藏的值），仅供协调者使用；%2 在 %3 中不是协调者。</translation>
    </message>
    <message numerus="yes">
        <source>Would add %n text(s) to %1 (%2 already in the project).</source>
        <translation>
            <numerusform>将向 %1 添加 %n 个文本（%2 个已在项目中）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would add %n text(s) to %1.</source>
        <translation>
            <numerusform>将向 %1 添加 %n 个文本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written: run it again without --dry-run to add them.</source>
        <translation>未写入任何内容：去掉 --dry-run 再运行一次即可添加。</translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s) to %1 (%2 already in the project).</source>
        <translation>
            <numerusform>已向 %1 添加 %n 个文本（%2 个已在项目中）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s) to %1.</source>
        <translation>
            <numerusform>已向 %1 添加 %n 个文本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Texts read</source>
        <translation>读取的文本</translation>
    </message>
    <message>
        <source>New texts</source>
        <translation>新文本</translation>
    </message>
    <message>
        <source>Already in the project</source>
        <translation>已在项目中</translation>
    </message>
    <message>
        <source>Replaced a merged package</source>
        <translation>替换了已合并的工作包</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Nothing to show: the project has no texts yet (errata-cli items add).</source>
        <translation>没有可显示的内容：项目中还没有文本（errata-cli items add）。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to show yet: none of the %n text(s) has an annotation handed in. Measures count work that is submitted, in review or accepted.</source>
        <translation>
            <numerusform>暂无可显示的内容：%n 个文本都还没有已提交的标注。统计只计入已提交、审阅中或已接受的工作。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to show: no annotated text matches --where %1.</source>
        <translation>没有可显示的内容：没有已标注的文本符合 --where %1。</translation>
    </message>
    <message>
        <source>Nothing to show: no annotation of the chosen layers (--layer) is handed in.</source>
        <translation>没有可显示的内容：所选图层（--layer）中没有已提交的标注。</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>已替换</translation>
    </message>
    <message>
        <source>
Output: --format text names error types as the window does (&quot;Grammar and Usage&quot;, in the interface language); tsv and json give the taxonomy&apos;s keys (Grammar_Usage), the same in every language. --keys gives the keys in text too.
</source>
        <translation>
输出：--format text 与窗口一样以名称显示错误类型（如“语法与用法”，使用界面语言）；tsv 和 json 给出分类体系的键（Grammar_Usage），在任何语言中都相同。--keys 在文本输出中也显示键。
</translation>
    </message>
    <message>
        <source>Usage: errata-cli [--format text|tsv|json] COMMAND ...</source>
        <translation>用法：errata-cli [--format text|tsv|json] COMMAND ...</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Running a study (docs/study.md; changes are the coordinator&apos;s: --as NAME):</source>
        <translation>开展一项研究（docs/study.md；更改由协调者进行：--as NAME）：</translation>
    </message>
    <message>
        <source>A team server (docs/server.md; PROJECT may also be postgresql://USER@HOST/DB in every command):</source>
        <translation>团队服务器（docs/server.md；每个命令中的项目也可以是 postgresql://用户@主机/数据库）：</translation>
    </message>
    <message>
        <source>Machine layers (docs/statistics.md, &quot;Scoring a system&quot;):</source>
        <translation>机器层（docs/statistics.md，“Scoring a system”）：</translation>
    </message>
    <message>
        <source>Metrics (docs/statistics.md, &quot;Does a metric agree with people?&quot;):</source>
        <translation>指标（docs/statistics.md，“Does a metric agree with people?”）：</translation>
    </message>
    <message>
        <source>Data formats (errata-cli formats says what each holds):</source>
        <translation>数据格式（errata-cli formats 说明每种格式包含什么）：</translation>
    </message>
    <message>
        <source>  import --format: %1</source>
        <translation>  import --format: %1</translation>
    </message>
    <message>
        <source>  export --format: %1</source>
        <translation>  export --format: %1</translation>
    </message>
    <message>
        <source>  --version              print the version</source>
        <translation>  --version              显示版本号</translation>
    </message>
    <message>
        <source>Exit status: 0 ok, 1 user error, 2 internal error.</source>
        <translation>退出状态：0 成功，1 用户错误，2 内部错误。</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>the batch half of Errata: projects, studies and statistics on the command line</source>
        <translation>Errata 的批处理部分：在命令行上处理项目、研究和统计</translation>
    </message>
    <message>
        <source>  init PROJECT.errata [--taxonomy scarecrow|tgea|mqm|esa|FILE.json] [--title T]
       [--judgements erroneous,rating,authorship,esa] [--blind on|off] [--anonymous]
       [--coordinator NAME]
                         create a new, empty project (with the item judgements asked)
</source>
        <translation>  init PROJECT.errata [--taxonomy scarecrow|tgea|mqm|esa|FILE.json] [--title T]
       [--judgements erroneous,rating,authorship,esa] [--blind on|off] [--anonymous]
       [--coordinator NAME]
                         新建一个空项目（并设定要询问的条目判断）
</translation>
    </message>
    <message>
        <source>  info PROJECT.errata    counts: items, people, spans, assignments by state
</source>
        <translation>  info PROJECT.errata    计数：条目、人员、片段，以及按状态统计的任务
</translation>
    </message>
    <message>
        <source>  check PROJECT.errata   integrity check; exit status 0 only when sound
</source>
        <translation>  check PROJECT.errata   完整性检查；仅当项目完好时退出状态为 0
</translation>
    </message>
    <message>
        <source>  demo PROJECT.errata    write the demo project
</source>
        <translation>  demo PROJECT.errata    写出演示项目
</translation>
    </message>
    <message>
        <source>  import PROJECT.errata --format FORMAT FILE... [--dry-run] [--as COORDINATOR]
       [--people campaign|per-file]
                         import annotations (creates the project if missing);
                         all or nothing: a bad row changes nothing. FORMAT: errata-jsonl,
                         mqm-tsv, openmeva-json, scarecrow-csv, tgea-json, thresh-json;
                         mqm-tsv raters are one person across files unless per-file
</source>
        <translation>  import PROJECT.errata --format FORMAT FILE... [--dry-run] [--as COORDINATOR]
       [--people campaign|per-file]
                         导入标注（项目不存在时会新建）；
                         要么全部导入，要么全不导入：只要有一行有误，就不作任何更改。
                         FORMAT：errata-jsonl、mqm-tsv、openmeva-json、scarecrow-csv、
                         tgea-json、thresh-json
                         mqm-tsv：同一评分者在所有文件中视为同一人，除非指定 per-file
</translation>
    </message>
    <message>
        <source>  export PROJECT.errata --format FORMAT -o FILE|-
                         FORMAT: errata-jsonl (everything), spans-csv (a row per span),
                         judgements-csv (a row per item judgement), mqm-tsv, scarecrow-csv,
                         tgea-json (a TGEA project&apos;s handed-in work)
  export PROJECT.errata --task TASK -o FOLDER [--split 8:1:1] [--seed S] [--as COORDINATOR]
                         TGEA&apos;s benchmark files: tgea-detect, tgea-spans-bio, tgea-type,
                         tgea-correct, tgea-rationale; Scarecrow&apos;s span classification:
                         scarecrow-spans; the train/dev/test split is kept in the project
</source>
        <translation>  export PROJECT.errata --format FORMAT -o FILE|-
                         FORMAT：errata-jsonl（全部内容）、spans-csv（每个片段一行）、
                         judgements-csv（每个条目判断一行）、mqm-tsv、scarecrow-csv、
                         tgea-json（TGEA 项目中已提交的工作）
  export 项目.errata --task 任务 -o 文件夹 [--split 8:1:1] [--seed S] [--as 协调者]
                         TGEA 的基准文件：tgea-detect、tgea-spans-bio、tgea-type、
                         tgea-correct、tgea-rationale；Scarecrow 的片段分类：
                         scarecrow-spans；train/dev/test 划分保存在项目中
</translation>
    </message>
    <message>
        <source>  package split PROJECT.errata --annotator NAME -o PACKAGE.errata [--as COORDINATOR]
                         one annotator&apos;s items, to work on elsewhere
  package split PROJECT.errata --all -o FOLDER [--as COORDINATOR]
                         a package for every annotator with work to do
</source>
        <translation>  package split PROJECT.errata --annotator NAME -o PACKAGE.errata [--as COORDINATOR]
                         将一位标注员的条目单独导出，以便在别处处理
  package split PROJECT.errata --all -o FOLDER [--as COORDINATOR]
                         为每位仍有工作的标注员各生成一个工作包
</translation>
    </message>
    <message>
        <source>  package merge PROJECT.errata PACKAGE.errata|FOLDER [--as COORDINATOR]
                         bring a package&apos;s work home (conflicts are kept both ways);
                         a folder: every package in it, all or none
</source>
        <translation>  package merge PROJECT.errata PACKAGE.errata|FOLDER [--as COORDINATOR]
                         将工作包中的工作合并回本项目（冲突双方均予保留）
                         文件夹：合并其中所有工作包，要么全部成功，要么都不合并
</translation>
    </message>
    <message>
        <source>  package conflicts PROJECT.errata
                         list merge conflicts waiting for a coordinator
</source>
        <translation>  package conflicts PROJECT.errata
                         列出等待协调员处理的合并冲突
</translation>
    </message>
    <message>
        <source>  history PROJECT.errata --item ID
                         every workflow step on an item: who, when, from, to, why
</source>
        <translation>  history PROJECT.errata --item ID
                         条目的每个工作流步骤：执行人、时间、原状态、新状态、原因
</translation>
    </message>
    <message>
        <source>  agreement PROJECT.errata [--unit token|char] [--level 1|2] [--by KEY] [--where key=value]
       [--pairs | --ratings | --gold]
                         span agreement per type: Krippendorff&apos;s α (per item, pooled),
                         Two Agree, Fleiss&apos; κ; --pairs Cohen&apos;s κ; --ratings α on ratings;
                         --gold each annotator against the gold layer: precision, recall, F1
</source>
        <translation>  agreement PROJECT.errata [--unit token|char] [--level 1|2] [--by KEY] [--where key=value]
       [--pairs | --ratings | --gold]
                         按类型计算片段一致性：Krippendorff&apos;s α（逐条目及合并计算）、
                         Two Agree、Fleiss&apos; κ；--pairs：Cohen&apos;s κ；--ratings：评分的 α；
                         --gold：每位标注员与金标准层对比：精确率、召回率、F1
</translation>
    </message>
    <message>
        <source>  stats PROJECT.errata --measure coverage|count|coverage-severity|mqm|rating|esa
       [--by KEY[,KEY2]|annotator] [--level 1|2] [--layer all|gold|NAME[,NAME]|system:S]
       [--drop-minor-grammar] [--ci bootstrap|normal] [--rounds N] [--seed S]
       [--zero-weight TYPE[,TYPE]] [--where key=value[,key!=value]] [--leave-out GROUP[,TYPE]]
       [--normalise none|z]
                         a measure per group and error type, with its 95% interval
</source>
        <translation>  stats PROJECT.errata --measure coverage|count|coverage-severity|mqm|rating|esa
       [--by KEY[,KEY2]|annotator] [--level 1|2] [--layer all|gold|NAME[,NAME]|system:S]
       [--drop-minor-grammar] [--ci bootstrap|normal] [--rounds N] [--seed S]
       [--zero-weight TYPE[,TYPE]] [--where key=value[,key!=value]] [--leave-out GROUP[,TYPE]]
       [--normalise none|z]
                         每个分组和错误类型的度量值，及其 95% 区间
</translation>
    </message>
    <message>
        <source>  heatmap PROJECT.errata --rows type|KEY --cols KEY [--type T] --measure M
       [--normalize none|row|col] [--sort-rows|--sort-cols none|name|value]
       [--split KEY] [--title T] -o OUT.csv|png|svg
                         the measure as a figure (type × group, or a KEY × KEY grid;
                         --split: one grid per value of a third key, side by side)
</source>
        <translation>  heatmap PROJECT.errata --rows type|KEY --cols KEY [--type T] --measure M
       [--normalize none|row|col] [--sort-rows|--sort-cols none|name|value]
       [--split KEY] [--title T] -o OUT.csv|png|svg
                         以图表呈现度量（类型 × 分组，或 KEY × KEY 网格；
                         --split：第三个键的每个取值各一个网格，并排显示）
</translation>
    </message>
    <message>
        <source>  bootstrap PROJECT.errata [--items 50[,100,…]] [--rounds 1000] [--seed S] [--by KEY]
       [-o CURVE.png|svg]
                         mean, SD and coefficient of variation when n items are sampled;
                         -o: the coefficient of variation against n, a curve per type
</source>
        <translation>  bootstrap PROJECT.errata [--items 50[,100,…]] [--rounds 1000] [--seed S] [--by KEY]
       [-o 曲线.png|svg]
                         抽取 n 个条目时的均值、标准差和变异系数；
                         -o：变异系数随 n 变化的曲线，每种类型一条
</translation>
    </message>
    <message>
        <source>  qualification PROJECT.errata --mark-training ITEM... [--part exercise|choice|task]
       [--reference gold|LAYER] [--as COORDINATOR]
                         mark training items; the reference answer is the gold layer
  qualification PROJECT.errata --mark-practice ITEM... [--explanation TEXT]
       [--reference gold|LAYER] [--as COORDINATOR]
                         practice items: annotators see the answer once they submit
  qualification PROJECT.errata --score PERSON [--match exact|overlap50|any]
       [--scheme span-match|scarecrow|tgea] [--pass-mark N] [--as COORDINATOR]
                         score an attempt and record the result in the person&apos;s record
</source>
        <translation>  qualification PROJECT.errata --mark-training ITEM... [--part exercise|choice|task]
       [--reference gold|LAYER] [--as COORDINATOR]
                         标记训练条目；参考答案为金标准层
  qualification PROJECT.errata --mark-practice ITEM... [--explanation TEXT]
       [--reference gold|LAYER] [--as COORDINATOR]
                         练习条目：标注员提交后即可看到答案
  qualification PROJECT.errata --score PERSON [--match exact|overlap50|any]
       [--scheme span-match|scarecrow|tgea] [--pass-mark N] [--as COORDINATOR]
                         为一次尝试评分，并将结果记入该人员的档案
</translation>
    </message>
    <message>
        <source>  qc PROJECT.errata [--mark-good ITEM... | --mark-bad ITEM... [--reference LAYER]]
                         attention checks: the flags with their evidence
</source>
        <translation>  qc PROJECT.errata [--mark-good ITEM... | --mark-bad ITEM... [--reference LAYER]]
                         注意力检查：各项标记及其依据
</translation>
    </message>
    <message>
        <source>  annotators PROJECT.errata
                         per annotator: items done, time, acceptance, returns, κ with gold
                         and peers, qualification, flags
</source>
        <translation>  annotators PROJECT.errata
                         每位标注员：已完成条目、用时、接受率、退回次数、与金标准
                         及其他标注员的 κ、资格认证、标记
</translation>
    </message>
    <message>
        <source>  generate PROJECT.errata [--preset scarecrow|million] [--items N] [--annotators K]
       [--spans-per-annotation S] [--seed X]
                         a synthetic project for benchmarks; the same seed gives the same rows
</source>
        <translation>  generate PROJECT.errata [--preset scarecrow|million] [--items N] [--annotators K]
       [--spans-per-annotation S] [--seed X]
                         生成用于基准测试的合成项目；相同的种子生成相同的行
</translation>
    </message>
    <message>
        <source>  backup PROJECT.errata [--to FOLDER] [--keep K]
                         a consistent copy into FOLDER (default &quot;NAME backups&quot; beside
                         the project); only the newest K (default 10) are kept
</source>
        <translation>  backup PROJECT.errata [--to FOLDER] [--keep K]
                         将一致的副本存入 FOLDER（默认为项目旁的 &quot;NAME 备份&quot;）；
                         仅保留最新的 K 个（默认 10 个）
</translation>
    </message>
    <message>
        <source>  restore PROJECT.errata --from BACKUP.errata
                         replace the project by a backup (the replaced file is kept as
                         one more backup); refuses a file that is not a sound project
</source>
        <translation>  restore PROJECT.errata --from BACKUP.errata
                         用备份替换项目（被替换的文件另作为一个备份保留）；
                         不是完好项目的文件将被拒绝
</translation>
    </message>
    <message>
        <source>  people list|add|rename|set-role|set-condition|deactivate|activate|remove|merge PROJECT.errata …
       add NAME... [--role annotator,reviewer,coordinator] [--condition C]; merge KEEP DROP
                         the people of a study; a person with work is deactivated, not removed
</source>
        <translation>  people list|add|rename|set-role|set-condition|deactivate|activate|remove|merge PROJECT.errata …
       add NAME... [--role annotator,reviewer,coordinator] [--condition C]; merge KEEP DROP
                         研究的人员；有工作的人员只能停用，不能移除
</translation>
    </message>
    <message>
        <source>  items add PROJECT.errata --format jsonl|csv|txt FILE... [--dry-run]
                         texts to annotate (prompt, text, metadata); all or nothing
</source>
        <translation>  items add PROJECT.errata --format jsonl|csv|txt FILE... [--dry-run]
                         待标注的文本（提示、文本、元数据）；全部成功或全部不变
</translation>
    </message>
    <message>
        <source>  assign PROJECT.errata --per-item K [--annotators A,B,…] [--where key=value] [--seed S]
       [--dry-run] | --list
                         a balanced plan: loads differ by one at most, every pair shares items,
                         a group&apos;s items go together, conditions are kept apart
</source>
        <translation>  assign PROJECT.errata --per-item K [--annotators A,B,…] [--where key=value] [--seed S]
       [--dry-run] | --list
                         均衡的分配：工作量最多相差一，每对标注员都有共同条目，
                         同组条目一起分配，不同条件互不交叉
</translation>
    </message>
    <message>
        <source>  unassign PROJECT.errata ITEM --annotator A | reassign PROJECT.errata ITEM --from A --to B
                         move work that has not begun
</source>
        <translation>  unassign PROJECT.errata ITEM --annotator A | reassign PROJECT.errata ITEM --from A --to B
                         移动尚未开始的工作
</translation>
    </message>
    <message>
        <source>  progress PROJECT.errata [--matrix] [--idle-days N]
                         assignments by state per annotator, and idle work (untouched for
                         N days, 7 by default); --matrix: item × annotator
</source>
        <translation>  progress PROJECT.errata [--matrix] [--idle-days N]
                         每名标注员按状态统计的分配，以及闲置的工作（N 天未动，默认 7 天）；
                         --matrix：条目 × 标注员
</translation>
    </message>
    <message>
        <source>  instructions PROJECT.errata [--set FILE.md | --clear]
                         the page annotators see before their first item (Markdown)
</source>
        <translation>  instructions PROJECT.errata [--set FILE.md | --clear]
                         标注员在第一个条目之前看到的页面（Markdown）
</translation>
    </message>
    <message>
        <source>  server init postgresql://HOST/DB [--title T] [--coordinator NAME] [init&apos;s options]
                         make a project in an empty PostgreSQL database
</source>
        <translation>  server init postgresql://主机/数据库 [--title T] [--coordinator 名称] [init 的选项]
                         在空的 PostgreSQL 数据库中创建项目
</translation>
    </message>
    <message>
        <source>  server push PROJECT.errata postgresql://HOST/DB | server pull postgresql://HOST/DB NEW.errata
                         move a whole project between a file and an empty server database
</source>
        <translation>  server push 项目.errata postgresql://主机/数据库 | server pull postgresql://主机/数据库 新.errata
                         在文件与空的服务器数据库之间移动整个项目
</translation>
    </message>
    <message>
        <source>  server login postgresql://HOST/DB PERSON --login ROLE
                         the person signs in as their own PostgreSQL role; the server
                         enforces what their roles may read and write
</source>
        <translation>  server login postgresql://主机/数据库 人员 --login 角色
                         此人以自己的 PostgreSQL 角色登录；由服务器强制执行
                         其角色可以读写的内容
</translation>
    </message>
    <message>
        <source>  server secure postgresql://HOST/DB
                         set the permissions up again, as this version of Errata sets them
                         (the owner&apos;s open does it by itself after an upgrade)
</source>
        <translation>  server secure postgresql://主机/数据库
                         按此版本 Errata 的方式重新设置权限
                         （升级后所有者打开项目时会自动完成）
</translation>
    </message>
    <message>
        <source>  predictions import PROJECT.errata --system NAME --format jsonl|spans-csv|mqm-tsv FILE...
       [--rater R] [--replace] [--as COORDINATOR]
                         a system&apos;s predicted spans, one layer per item; all or nothing
</source>
        <translation>  predictions import 项目.errata --system 名称 --format jsonl|spans-csv|mqm-tsv 文件...
       [--rater R] [--replace] [--as 协调者]
                         导入系统预测的片段，每个条目一层；全部成功或全部不变
</translation>
    </message>
    <message>
        <source>  predictions list PROJECT.errata
                         the systems with predictions, their items and spans
</source>
        <translation>  predictions list 项目.errata
                         有预测的系统及其条目数和片段数
</translation>
    </message>
    <message>
        <source>  score PROJECT.errata [--system NAME] [--reference union|majority:K|gold|PERSON]
       [--unit token|char] [--level 1|2] [--where key=value] [--rounds N] [--seed S]
       [--no-baseline] [-o OUT.png|svg [--metric f1|precision|recall]]
                         precision, recall, F1 per type (micro, macro) with 95% intervals;
                         and each annotator against the others (the human baseline)
</source>
        <translation>  score 项目.errata [--system 名称] [--reference union|majority:K|gold|人名]
       [--unit token|char] [--level 1|2] [--where 键=值] [--rounds N] [--seed S]
       [--no-baseline] [-o OUT.png|svg [--metric f1|precision|recall]]
                         各类型的精确率、召回率、F1（微平均、宏平均）及 95% 区间；
                         以及每名标注者对比其他标注者（人类基线）
</translation>
    </message>
    <message>
        <source>  suggestions seed PROJECT.errata --system NAME [--annotators A,B,…] [--where key=value]
                         offer a system&apos;s spans to annotators, on work not yet begun
</source>
        <translation>  suggestions seed 项目.errata --system 名称 [--annotators A,B,…] [--where 键=值]
                         把系统的片段作为建议提供给标注者（仅限尚未开始的工作）
</translation>
    </message>
    <message>
        <source>  suggestions report PROJECT.errata [--system NAME]
                         kept, edited, rejected and added per annotator and system
</source>
        <translation>  suggestions report 项目.errata [--system 名称]
                         每名标注者、每个系统：保留、修改、拒绝和新增的数量
</translation>
    </message>
    <message>
        <source>  metrics import PROJECT.errata FILE.csv... [--replace] [--as COORDINATOR]
                         an automatic metric&apos;s score per item (item,metric,score)
</source>
        <translation>  metrics import 项目.errata 文件.csv... [--replace] [--as 协调者]
                         自动指标对每个条目的分数（item,metric,score）
</translation>
    </message>
    <message>
        <source>  metrics list PROJECT.errata
                         the metrics with scores, and on how many items
</source>
        <translation>  metrics list 项目.errata
                         有分数的指标及其覆盖的条目数
</translation>
    </message>
    <message>
        <source>  authorship PROJECT.errata [--truth KEY=HUMAN] [--by KEY|condition|annotator]
       [--where key=value] [--evaluators]
                         can people tell who wrote it: accuracy with its interval and a
                         binomial test, machine P/R/F1, alpha; --evaluators: correct per person
</source>
        <translation>  authorship 项目.errata [--truth 键=人类值] [--by 键|condition|annotator]
       [--where 键=值] [--evaluators]
                         人能否分辨作者：准确率及其区间和二项检验、机器类的
                         精确率/召回率/F1、alpha；--evaluators：每人答对的数量
</translation>
    </message>
    <message>
        <source>  lengths PROJECT.errata [--of spans|rationales] [--unit token|char] [--level 1|2] [--by KEY]
       [--where key=value] [-o BOXES.png|svg]
                         span or rationale lengths per type: n, mean, quartiles, min, max
</source>
        <translation>  lengths 项目.errata [--of spans|rationales] [--unit token|char] [--level 1|2] [--by 键]
       [--where 键=值] [-o 箱线图.png|svg]
                         每种类型的片段或理由长度：n、均值、四分位数、最小值、最大值
</translation>
    </message>
    <message>
        <source>  ratings PROJECT.errata [--by KEY] [--where key=value] [--deductions] [-o BOXES.png|svg]
                         the ratings per group: n, mean, quartiles; --deductions: how often
                         each deduction reason was given
</source>
        <translation>  ratings 项目.errata [--by 键] [--where 键=值] [--deductions] [-o 箱线图.png|svg]
                         各组的评分：n、均值、四分位数；--deductions：
                         每种扣分原因出现的频率
</translation>
    </message>
    <message>
        <source>  significance PROJECT.errata [--measure M] [--systems system] [--pair-by segment]
       [--test ar|bootstrap|wilcoxon|mannwhitney] [--trials 10000] [--seed S] [--alpha 0.05]
       [--normalise none|z] [--type T] [--where key=value] [--clusters]
                         p for every pair of systems, Cohen&apos;s d, and WMT&apos;s clusters
</source>
        <translation>  significance 项目.errata [--measure M] [--systems system] [--pair-by segment]
       [--test ar|bootstrap|wilcoxon|mannwhitney] [--trials 10000] [--seed S] [--alpha 0.05]
       [--normalise none|z] [--type T] [--where 键=值] [--clusters]
                         每对系统的 p 值、Cohen&apos;s d，以及 WMT 式的分组
</translation>
    </message>
    <message>
        <source>  raters PROJECT.errata [--measure M] [--systems system] [--normalise none|z]
                         each rater&apos;s mean and SD, and how their system ranking agrees
                         with the others&apos; (Kendall&apos;s tau-b, Spearman&apos;s rho)
</source>
        <translation>  raters 项目.errata [--measure M] [--systems system] [--normalise none|z]
                         每位评分者的均值和标准差，以及其系统排名与他人排名的一致性
                         （Kendall tau-b、Spearman rho）
</translation>
    </message>
    <message>
        <source>  anova PROJECT.errata --by KEY [--measure M] [--normalise none|z]
                         one-way ANOVA of the item values across the groups: F and p
</source>
        <translation>  anova 项目.errata --by 键 [--measure M] [--normalise none|z]
                         各组条目值的单因素方差分析：F 和 p
</translation>
    </message>
    <message>
        <source>  dataset-stats PROJECT.errata [--where key=value]
                         TGEA&apos;s Tables 3 and 4: texts by error count, tokens, span lengths,
                         agreement on the erroneous flag, spans and types
</source>
        <translation>  dataset-stats 项目.errata [--where 键=值]
                         TGEA 的表 3 和表 4：按错误数统计的文本、词元、片段长度，
                         以及错误标记、片段和类型上的一致性
</translation>
    </message>
    <message>
        <source>  formats                every data format, what it holds, import or export
</source>
        <translation>  formats                所有数据格式、其内容、可导入或导出
</translation>
    </message>
    <message>
        <source>  commands               every command in a table for scripts: what it prints, and its summary
</source>
        <translation>  commands               以表格列出每个命令，供脚本使用：它输出什么，以及它的简介
</translation>
    </message>
    <message>
        <source>Exit status: 0 sound, 1 damaged or not a project, 2 internal error.</source>
        <translation>退出状态：0 完好，1 已损坏或不是项目，2 内部错误。</translation>
    </message>
    <message>
        <source>  --man                  print the manual page (roff), which the package installs</source>
        <translation>  --man                  输出手册页（roff），安装包会安装它</translation>
    </message>
    <message>
        <source>  --completion bash      print the bash completion, which the package installs</source>
        <translation>  --completion bash      输出 bash 补全脚本，安装包会安装它</translation>
    </message>
    <message>
        <source>review-status takes the project file and optionally --by annotator|state, --discards or --reviewers.</source>
        <translation>review-status 需要项目文件，可选 --by annotator|state、--discards 或 --reviewers。</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>已丢弃</translation>
    </message>
    <message>
        <source>(no reason)</source>
        <translation>（无理由）</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>The annotators&apos; web page (docs/web.md; on a project file, not yet on a team server):</source>
        <translation>标注者网页（docs/web.md；适用于项目文件，尚不支持团队服务器）：</translation>
    </message>
    <message>
        <source>  review-status PROJECT.errata [--by annotator|state | --discards | --reviewers]
                         assignments by workflow state, and how often work was returned;
                         --discards: the discarded assignments by their reason;
                         --reviewers: how often two reviewers decided alike (percent, κ)
</source>
        <translation>  review-status PROJECT.errata [--by annotator|state | --discards | --reviewers]
                         按工作流状态统计的任务，以及工作被退回的次数
                         --discards：按理由统计被丢弃的任务；
                         --reviewers：两位审阅者决定一致的比例（百分比、κ）
</translation>
    </message>
    <message>
        <source>  correlate PROJECT.errata --metric M [--human rating|esa|mqm|coverage|count] [--by KEY]
       [--where key=value] [--rounds N] [--seed S] [-o OUT.png|svg]
                         Pearson, Spearman, Kendall&apos;s tau-b with p-values and 95% intervals;
                         -o: the items as a scatter plot with the fitted line
  correlate PROJECT.errata --metric M --error-types [--min-raters 3] [--above 4] [--by KEY]
                         OpenMEVA&apos;s error-type sets: reasonable stories against those of
                         one deduction reason, with the point-biserial correlation
  correlate PROJECT.errata --metric M[,M2…] --pair-windows N [--human H] [--by KEY]
       [--where key=value] [-o OUT.png|svg]
                         OpenMEVA&apos;s Figure 2: pairs of items in N windows of their human
                         difference, the share each metric orders as people do (--by: pairs
                         within a group)
</source>
        <translation>  correlate 项目.errata --metric M [--human rating|esa|mqm|coverage|count] [--by 键]
       [--where 键=值] [--rounds N] [--seed S] [-o 输出.png|svg]
                         Pearson、Spearman、Kendall tau-b 相关系数及 p 值和 95% 区间；
                         -o：把条目画成散点图并附拟合直线
  correlate 项目.errata --metric M --error-types [--min-raters 3] [--above 4] [--by 键]
                         OpenMEVA 的错误类型集合：合理的故事与只有一种扣分原因的故事相比，
                         给出点二列相关系数
  correlate 项目.errata --metric M[,M2…] --pair-windows N [--human H] [--by 键]
       [--where 键=值] [-o 输出.png|svg]
                         OpenMEVA 图 2：按人工评分差把文本对分入 N 个窗口，给出每个指标
                         与人工排序一致的比例（--by：仅组内成对）
</translation>
    </message>
    <message>
        <source>  log PROJECT.errata [--item ID] [--person NAME] [-o LOG.jsonl] [--as NAME]
                         every action on each assignment, with its time: opened, spans
                         added, changed, removed, judgements set, submitted, idle, resumed;
                         -o: as JSON lines
  log PROJECT.errata --fast [--threshold S] | --set-fast S --as COORDINATOR
                         work handed in faster than S seconds per word (the project&apos;s
                         threshold unless given); --set-fast: set that threshold
</source>
        <translation>  log PROJECT.errata [--item ID] [--person NAME] [-o LOG.jsonl] [--as NAME]
                         每个分配上的每个操作及其时间：打开、添加、修改、删除片段、
                         设置判断、提交、空闲、恢复；
                         -o：以 JSON 行输出
  log PROJECT.errata --fast [--threshold S] | --set-fast S --as COORDINATOR
                         提交速度快于每词 S 秒的工作（未给出时用项目的阈值）；
                         --set-fast：设置该阈值
</translation>
    </message>
    <message>
        <source>  span-f1 PROJECT.errata --reference LAYER --layer LAYER [--unit token|char] [--level 1|2]
       [--where key=value]
                         two layers&apos; spans per type: exact, any-overlap and soft
                         (overlap-weighted) precision, recall and F1; LAYER: gold,
                         system:NAME or a person
</source>
        <translation>  span-f1 项目.errata --reference 层 --layer 层 [--unit token|char] [--level 1|2]
       [--where 键=值]
                         两层片段按类型比较：精确、任意重叠与软（按重叠加权）的
                         精确率、召回率和 F1；层：gold、system:名称 或某人
</translation>
    </message>
    <message>
        <source>  times PROJECT.errata [--where key=value] [-o BOXES.png|svg [--per item|word]]
                         seconds per item and per word for each annotator and condition:
                         n, mean, quartiles, min, max
</source>
        <translation>  times 项目.errata [--where 键=值] [-o 箱线图.png|svg [--per item|word]]
                         每位标注者和每个条件的每篇、每词秒数：
                         n、均值、四分位数、最小值、最大值
</translation>
    </message>
    <message>
        <source>  rationale-words PROJECT.errata [--pairs] [--top 10] [--level 1|2] [--where key=value]
       [-o WORDS.png|svg]
                         the most frequent words (or word pairs) of the rationales per
                         type, stop words left out
</source>
        <translation>  rationale-words 项目.errata [--pairs] [--top 10] [--level 1|2] [--where 键=值]
       [-o 词.png|svg]
                         各类型理由中最常见的词（或词对），不计停用词
</translation>
    </message>
    <message>
        <source>  study PROJECT.errata [--require-qualification on|off] [--max-errors N|none] [--as COORDINATOR]
                         the study&apos;s rules: real work only after a passed qualification;
                         TGEA&apos;s limit of errors per text (the annotator is warned at it)
</source>
        <translation>  study PROJECT.errata [--require-qualification on|off] [--max-errors N|none] [--as COORDINATOR]
                         研究规则：通过资格测试后才分配正式任务；
                         TGEA 的每篇文本错误上限（达到上限时提醒标注者）
</translation>
    </message>
    <message>
        <source>  exclude PROJECT.errata --person NAME (--reason TEXT | --include) [--as COORDINATOR] | --list
                         leave a person&apos;s work out of every statistic, with a reason (kept
                         in the history); --include counts them again
</source>
        <translation>  exclude PROJECT.errata --person NAME (--reason TEXT | --include) [--as COORDINATOR] | --list
                         附理由将某人的工作排除在所有统计之外（保留在历史中）；
                         --include 重新计入
</translation>
    </message>
    <message>
        <source>  serve PROJECT.errata [--listen 127.0.0.1:8080] [--tls-cert CERT.pem --tls-key KEY.pem]
                         the annotator&apos;s page in a browser; loopback unless told otherwise,
                         and another address only with TLS
</source>
        <translation>  serve PROJECT.errata [--listen 127.0.0.1:8080] [--tls-cert CERT.pem --tls-key KEY.pem]
                         在浏览器中提供标注者页面；除非另行指定，只监听本机回环地址，
                         其他地址须使用 TLS
</translation>
    </message>
    <message>
        <source>  links PROJECT.errata [--make PERSON [--url https://HOST] | --revoke PERSON] [--as NAME]
                         the coordinator&apos;s personal sign-in links (only their hashes are kept)
</source>
        <translation>  links PROJECT.errata [--make PERSON [--url https://HOST] | --revoke PERSON] [--as NAME]
                         协调人的个人登录链接（只保存其哈希值）
</translation>
    </message>
</context>
<context>
    <name>CommandsCommand</name>
    <message>
        <source>commands takes no arguments.</source>
        <translation>commands 不接受参数。</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Prints</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>When given</source>
        <translation>给出选项时</translation>
    </message>
    <message>
        <source>Then prints</source>
        <translation>此时输出</translation>
    </message>
    <message>
        <source>On a project</source>
        <translation>作用于项目</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>简介</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
<context>
    <name>CorpusMeasures</name>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>(gold)</source>
        <translation>（金标准）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Span coverage</source>
        <translation>片段覆盖率</translation>
    </message>
    <message>
        <source>Spans per annotation</source>
        <translation>每次标注的片段数</translation>
    </message>
    <message>
        <source>Coverage × severity</source>
        <translation>覆盖率 × 严重程度</translation>
    </message>
    <message>
        <source>MQM penalty</source>
        <translation>MQM 罚分</translation>
    </message>
    <message>
        <source>Mean rating</source>
        <translation>平均评分</translation>
    </message>
    <message>
        <source>ESA score</source>
        <translation>ESA 分数</translation>
    </message>
    <message>
        <source>Mean ESA score</source>
        <translation>ESA 平均分</translation>
    </message>
</context>
<context>
    <name>CorpusTable</name>
    <message>
        <source>Reading the project was cancelled.</source>
        <translation>读取项目已取消。</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1（系统）</translation>
    </message>
</context>
<context>
    <name>CorpusWriter</name>
    <message>
        <source>the category &quot;%1&quot; is not in the project&apos;s taxonomy &quot;%2&quot;</source>
        <translation>类别 &quot;%1&quot; 不在项目的分类体系 &quot;%2&quot; 中</translation>
    </message>
    <message>
        <source>the severity &quot;%1&quot; is not in the project&apos;s taxonomy &quot;%2&quot;</source>
        <translation>严重程度 &quot;%1&quot; 不在项目的分类体系 &quot;%2&quot; 中</translation>
    </message>
    <message>
        <source>item %1 is already in the project with a different text</source>
        <translation>条目 %1 已在项目中，但文本不同</translation>
    </message>
    <message>
        <source>item %1: %2</source>
        <translation>条目 %1：%2</translation>
    </message>
    <message>
        <source>item %1: a span [%2, %3) of %4 lies outside its text</source>
        <translation>条目 %1：%4 的一个片段 [%2, %3) 超出了文本范围</translation>
    </message>
    <message>
        <source>the project file could not be written: %1</source>
        <translation>无法写入项目文件：%1</translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>import items</source>
        <translation>导入条目</translation>
    </message>
</context>
<context>
    <name>CovFigure</name>
    <message>
        <source>Coefficient of variation of the mean %1 by items sampled (%2 rounds)</source>
        <translation>%1 均值的变异系数随抽样条目数的变化（%2 轮）</translation>
    </message>
    <message>
        <source>Items sampled</source>
        <translation>抽样条目数</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>变异系数</translation>
    </message>
</context>
<context>
    <name>CsvRecords</name>
    <message>
        <source>the quoted field opened on line %1 is never closed</source>
        <translation>始于第 %1 行的带引号字段未闭合</translation>
    </message>
    <message>
        <source>&quot;%1&quot; after the closing quote of a field; expected a comma or a line end</source>
        <translation>字段的结束引号后出现 &quot;%1&quot;；应为逗号或行尾</translation>
    </message>
</context>
<context>
    <name>DataFormats</name>
    <message>
        <source>Errata archive (errata-jsonl)</source>
        <translation>Errata 归档（errata-jsonl）</translation>
    </message>
    <message>
        <source>everything a project holds, one JSON object per line; export → import is lossless</source>
        <translation>项目包含的一切，每行一个 JSON 对象；导出 → 导入不丢失任何内容</translation>
    </message>
    <message>
        <source>Item judgements (CSV)</source>
        <translation>条目判断（CSV）</translation>
    </message>
    <message>
        <source>a row per item judgement: ratings, authorship guesses, ESA scores</source>
        <translation>每个条目判断一行：评分、作者判断、ESA 分数</translation>
    </message>
    <message>
        <source>MQM TSV (WMT, Google)</source>
        <translation>MQM TSV（WMT、Google）</translation>
    </message>
    <message>
        <source>Google&apos;s MQM rater rows: a row per error, spans marked with &lt;v&gt;…&lt;/v&gt;</source>
        <translation>Google 的 MQM 评分行：每个错误一行，片段以 &lt;v&gt;…&lt;/v&gt; 标出</translation>
    </message>
    <message>
        <source>OpenMEVA MANS (JSON)</source>
        <translation>OpenMEVA MANS（JSON）</translation>
    </message>
    <message>
        <source>stories of several models per prompt with five human ratings each</source>
        <translation>每个提示下多个模型生成的故事，每篇有五个人工评分</translation>
    </message>
    <message>
        <source>Scarecrow grouped_data (CSV)</source>
        <translation>Scarecrow grouped_data（CSV）</translation>
    </message>
    <message>
        <source>Scarecrow&apos;s annotations: a row per annotator and text, spans as offsets</source>
        <translation>Scarecrow 的标注：每位标注者每篇文本一行，片段以偏移量表示</translation>
    </message>
    <message>
        <source>Spans (CSV)</source>
        <translation>片段（CSV）</translation>
    </message>
    <message>
        <source>a row per span with its text, type, severity, correction and rationale</source>
        <translation>每个片段一行：文本、类型、严重程度、更正和理由</translation>
    </message>
    <message>
        <source>TGEA (JSON)</source>
        <translation>TGEA（JSON）</translation>
    </message>
    <message>
        <source>TGEA-style error annotations of Chinese texts: a record per text</source>
        <translation>TGEA 式的中文文本错误标注：每篇文本一条记录</translation>
    </message>
    <message>
        <source>thresh.tools (JSON)</source>
        <translation>thresh.tools（JSON）</translation>
    </message>
    <message>
        <source>thresh.tools conversions of Scarecrow and MQM: items with their edits</source>
        <translation>thresh.tools 转换的 Scarecrow 和 MQM：条目及其编辑</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; one of: %2</source>
        <translation>未知格式“%1”；可选：%2</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>%1 already exists; choose another name or open it instead.</source>
        <translation>%1 已存在；请换一个名称，或直接打开该文件。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not an Errata project (it is not an SQLite database).</source>
        <translation>%1 不是 Errata 项目（它不是 SQLite 数据库）。</translation>
    </message>
    <message>
        <source>%1 is damaged and was not opened (SQLite: %2). Restore it from a backup.</source>
        <translation>%1 已损坏，未予打开（SQLite：%2）。请从备份中恢复该文件。</translation>
    </message>
    <message>
        <source>%1 cannot be read as an Errata project: %2</source>
        <translation>无法将 %1 作为 Errata 项目读取：%2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database from another application, not an Errata project.</source>
        <translation>%1 是其他应用程序的 SQLite 数据库，不是 Errata 项目。</translation>
    </message>
    <message>
        <source>%1 was written by a newer Errata (schema version %2; this version reads up to %3). Update Errata to open it.</source>
        <translation>%1 由更新版本的 Errata 写入（模式版本 %2；当前版本最高只能读取 %3）。请升级 Errata 后再打开。</translation>
    </message>
    <message>
        <source>%1 is damaged and was not opened (SQLite integrity check: %2). Restore it from a backup.</source>
        <translation>%1 已损坏，未予打开（SQLite 完整性检查：%2）。请从备份中恢复该文件。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot configure %1: %2</source>
        <translation>无法配置 %1：%2</translation>
    </message>
    <message>
        <source>schema upgrade to version %1 failed: %2</source>
        <translation>模式升级到版本 %1 失败：%2</translation>
    </message>
    <message>
        <source>%1 is a directory, not a project file.</source>
        <translation>%1 是一个目录，不是项目文件。</translation>
    </message>
    <message>
        <source>%1 was written by an older Errata and must be upgraded before it can be opened read-only; open it normally once.</source>
        <translation>%1 由旧版 Errata 写入，必须先升级才能以只读方式打开；请先正常打开一次。</translation>
    </message>
    <message>
        <source>%1 is damaged and was closed (SQLite: %2). Restore it from a backup.</source>
        <translation>%1 已损坏，已被关闭（SQLite：%2）。请从备份中恢复该文件。</translation>
    </message>
    <message>
        <source>%1 is damaged and was closed (SQLite integrity check: %2). Restore it from a backup.</source>
        <translation>%1 已损坏，已被关闭（SQLite 完整性检查：%2）。请从备份中恢复该文件。</translation>
    </message>
    <message>
        <source>Cannot create %1: the folder %2 is read-only for you. Choose a folder you can write to.</source>
        <translation>无法创建 %1：文件夹 %2 对你是只读的。请选择一个你可以写入的文件夹。</translation>
    </message>
    <message>
        <source>%1 cannot be changed where it is: %2 is read-only for you. Open it read-only to look at it, export it or compute statistics (errata-cli does so by itself for commands that only read), or copy it to a folder you can write to.</source>
        <translation>%1 在当前位置无法修改：%2 对你是只读的。可以以只读方式打开它来查看、导出或计算统计（只读取的 errata-cli 命令会自动这样做），或把它复制到你可以写入的文件夹。</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <source>its folder</source>
        <translation>其所在文件夹</translation>
    </message>
    <message>
        <source>%1 is not a server address; write it as postgresql://user@host:port/database.</source>
        <translation>%1 不是服务器地址；请写成 postgresql://用户@主机:端口/数据库。</translation>
    </message>
    <message>
        <source>%1 names no database; add it after the host, as in postgresql://host/study.</source>
        <translation>%1 没有指明数据库；请在主机之后加上，例如 postgresql://host/study。</translation>
    </message>
    <message>
        <source>the database holds tables of another application, not an Errata project.</source>
        <translation>该数据库含有其他应用程序的表，不是 Errata 项目。</translation>
    </message>
    <message>
        <source>its header is empty.</source>
        <translation>其头信息为空。</translation>
    </message>
    <message>
        <source>the database is marked as another application&apos;s, not an Errata project.</source>
        <translation>该数据库被标记为其他应用程序所有，不是 Errata 项目。</translation>
    </message>
    <message>
        <source>%1 cannot be used as an Errata project: %2</source>
        <translation>%1 无法用作 Errata 项目：%2</translation>
    </message>
    <message>
        <source>%1 already holds an Errata project; open it instead.</source>
        <translation>%1 已经包含一个 Errata 项目；请直接打开它。</translation>
    </message>
    <message>
        <source>%1 holds no Errata project yet; make one there with errata-cli server init.</source>
        <translation>%1 还没有 Errata 项目；请用 errata-cli server init 在那里创建一个。</translation>
    </message>
    <message>
        <source>Cannot open %1: Qt&apos;s PostgreSQL driver (QPSQL) is not installed; on Debian it is the package libqt6sql6-psql.</source>
        <translation>无法打开 %1：未安装 Qt 的 PostgreSQL 驱动（QPSQL）；在 Debian 上它是 libqt6sql6-psql 软件包。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>%1 was upgraded, but its permissions could not be set up again: %2</source>
        <translation>%1 已升级，但无法重新设置其权限：%2</translation>
    </message>
    <message>
        <source>Cannot connect to %1 again: %2</source>
        <translation>无法再次连接到 %1：%2</translation>
    </message>
    <message>
        <source>Only the owner of %1&apos;s tables can set up who may do what there, and %2 is not; sign in as the database&apos;s owner (docs/server.md).</source>
        <translation>只有 %1 中各表的所有者才能设置谁可以做什么，而 %2 不是所有者；请以数据库所有者身份登录（见 docs/server.md）。</translation>
    </message>
    <message>
        <source>%1 may not create roles, which the team&apos;s permissions need (a group role, and a login for each person). Let it first: createuser --createrole, or ALTER ROLE %1 CREATEROLE (docs/server.md).</source>
        <translation>%1 无权创建角色，而团队的权限需要角色（一个组角色，以及每人一个登录）。请先授予该权限：createuser --createrole，或 ALTER ROLE %1 CREATEROLE（见 docs/server.md）。</translation>
    </message>
    <message>
        <source>The new project on %1 could not be saved.</source>
        <translation>无法保存 %1 上的新项目。</translation>
    </message>
</context>
<context>
    <name>DatasetSplit</name>
    <message>
        <source>--split takes train:dev:test in whole numbers (8:1:1) and --seed a whole number; got &quot;%1&quot; and &quot;%2&quot;</source>
        <translation>--split 需要以整数表示的 train:dev:test（8:1:1），--seed 需要整数；收到的是“%1”和“%2”</translation>
    </message>
    <message>
        <source>this project&apos;s texts are already split %1 with seed %2, and later exports keep that split; leave out --split and --seed</source>
        <translation>本项目的文本已按 %1（种子 %2）划分，之后的导出会沿用该划分；请去掉 --split 和 --seed</translation>
    </message>
    <message>
        <source>the split could not be saved</source>
        <translation>无法保存划分</translation>
    </message>
</context>
<context>
    <name>DatasetStatsCommand</name>
    <message>
        <source>dataset-stats takes the project file.</source>
        <translation>dataset-stats 需要项目文件。</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Tokens: words split on whitespace and punctuation, each CJK character a token of its own (TGEA counted Jieba&apos;s words). Texts: handed-in annotations, one per text and annotator.</source>
        <translation>词元：按空白和标点切分的词，每个中日韩字符单独算一个词元（TGEA 使用的是结巴分词的词）。文本：已提交的标注，每个文本和标注者一条。</translation>
    </message>
</context>
<context>
    <name>DecideSuggestionCommand</name>
    <message>
        <source>Accept suggestion</source>
        <translation>接受建议</translation>
    </message>
    <message>
        <source>Reject suggestion</source>
        <translation>拒绝建议</translation>
    </message>
</context>
<context>
    <name>DeductionTable</name>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>扣分</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>已评分</translation>
    </message>
    <message>
        <source>Deducted</source>
        <translation>已扣分</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Mean points</source>
        <translation>平均扣分</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
</context>
<context>
    <name>DemoItemReader</name>
    <message>
        <source>demo item %1: &quot;%2&quot; is not in the text</source>
        <translation>演示条目 %1：文本中没有“%2”</translation>
    </message>
    <message>
        <source>the demo corpus is empty or not valid JSON</source>
        <translation>演示语料为空或不是有效的 JSON</translation>
    </message>
</context>
<context>
    <name>DemoProject</name>
    <message>
        <source>The demo corpus is missing from this build.</source>
        <translation>此版本缺少演示语料。</translation>
    </message>
    <message>
        <source>Errata demo: GPT continuations</source>
        <translation>Errata 演示：GPT 续写</translation>
    </message>
    <message>
        <source>Could not write the demo project.</source>
        <translation>无法写入演示项目。</translation>
    </message>
    <message>
        <source>The demo corpus lacks the items its quality examples use.</source>
        <translation>演示语料库缺少其质量示例所用的条目。</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>A%1</source>
        <translation>A%1</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>C%1</source>
        <translation>C%1</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotateView</name>
    <message>
        <source>Discard…</source>
        <translation>丢弃…</translation>
    </message>
    <message>
        <source>&amp;Reopen</source>
        <translation>重新打开(&amp;R)</translation>
    </message>
    <message>
        <source>Next item</source>
        <translation>下一个条目</translation>
    </message>
    <message>
        <source>Previous item</source>
        <translation>上一个条目</translation>
    </message>
    <message>
        <source>Next returned item</source>
        <translation>下一个已退回条目</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Delete span</source>
        <translation>删除片段</translation>
    </message>
    <message>
        <source>Show definition</source>
        <translation>显示定义</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Severity: %1</source>
        <translation>严重程度：%1</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>Correction: %1</source>
        <translation>修改建议：%1</translation>
    </message>
    <message>
        <source>(delete)</source>
        <translation>（删除）</translation>
    </message>
    <message>
        <source>Annotator: %1</source>
        <translation>标注员：%1</translation>
    </message>
    <message>
        <source>Draft: needs %1</source>
        <translation>草稿：缺少%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Choose an item of your queue.</source>
        <translation>请从您的队列中选择一个条目。</translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation>条目 %1 / %2</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Select the text to link to (Esc cancels)</source>
        <translation>请选择要关联的文本（按 Esc 取消）</translation>
    </message>
    <message>
        <source>No item of yours is waiting for amendment.</source>
        <translation>您没有待修改的条目。</translation>
    </message>
    <message>
        <source>Discard item</source>
        <translation>丢弃条目</translation>
    </message>
    <message>
        <source>Why should this item be discarded (for example: ambiguous, more than four errors)?</source>
        <translation>为什么要丢弃此条目（例如：有歧义、错误超过四处）？</translation>
    </message>
    <message>
        <source>Resize span</source>
        <translation>调整片段范围</translation>
    </message>
    <message>
        <source>1 span</source>
        <translation>1 个片段</translation>
    </message>
    <message>
        <source>%1 spans</source>
        <translation>%1 个片段</translation>
    </message>
    <message>
        <source>%1, severity: %2</source>
        <translation>%1，严重程度：%2</translation>
    </message>
    <message>
        <source>Annotate</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>The item&apos;s text with your spans, the span editor and the queue controls. Shift+arrows select, a type key marks, Ctrl+Return submits.</source>
        <translation>条目文本及您标注的片段、片段编辑器和队列控制。Shift+方向键选择文本，按类型键标注，Ctrl+回车提交。</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Gold layer</source>
        <translation>金标准层</translation>
    </message>
    <message>
        <source>%1 · gold layer · %2</source>
        <translation>%1 · 金标准层 · %2</translation>
    </message>
    <message>
        <source>Su&amp;bmit</source>
        <translation>提交(&amp;B)</translation>
    </message>
    <message>
        <source>Submit Anyway</source>
        <translation>仍然提交</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>返回</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotationDocument</name>
    <message>
        <source>The change could not be saved: %1</source>
        <translation>无法保存此更改：%1</translation>
    </message>
    <message>
        <source>The item no longer exists.</source>
        <translation>该条目已不存在。</translation>
    </message>
    <message>
        <source>This item has no layer of yours.</source>
        <translation>该条目中没有您的标注层。</translation>
    </message>
    <message>
        <source>This item is not assigned to you.</source>
        <translation>该条目未分配给您。</translation>
    </message>
    <message>
        <source>This is not your layer: annotators change only their own spans.</source>
        <translation>这不是您的标注层：标注员只能修改自己的片段。</translation>
    </message>
    <message>
        <source>This item is in the state “%1”: you can change your spans only while it is in progress or returned to you.</source>
        <translation>该条目处于“%1”状态：只有在条目进行中或已退回给您时，您才能修改自己的片段。</translation>
    </message>
    <message>
        <source>The item cannot be submitted yet:
%1</source>
        <translation>该条目尚不能提交：
%1</translation>
    </message>
    <message>
        <source>Only the annotator of this item can answer here.</source>
        <translation>只有该条目的标注员才能在此回复。</translation>
    </message>
    <message>
        <source>A reply cannot be empty.</source>
        <translation>回复不能为空。</translation>
    </message>
    <message>
        <source>A change could not be written to the project file; Errata reloaded this item from the file and cleared its undo history.</source>
        <translation>有一项更改无法写入项目文件；Errata 已从文件重新加载此条目，并清空了它的撤销历史。</translation>
    </message>
    <message>
        <source>Only reviewers and coordinators build the gold layer.</source>
        <translation>只有审核员和协调员才能构建金标准层。</translation>
    </message>
    <message>
        <source>The gold layer has no workflow of its own.</source>
        <translation>金标准层没有自己的工作流程。</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotatorChooser</name>
    <message>
        <source>Chosen Annotators</source>
        <translation>选定的标注员</translation>
    </message>
    <message>
        <source>Count the layers of these annotators:</source>
        <translation>统计以下标注员的标注层：</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>标注员</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotatorDashboard</name>
    <message>
        <source>Annotators</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>This project has no annotators yet.</source>
        <translation>此项目还没有标注员。</translation>
    </message>
    <message>
        <source>Attention-check flags</source>
        <translation>注意力检查标记</translation>
    </message>
    <message>
        <source>Attention-check flags (%1)</source>
        <translation>注意力检查标记（%1）</translation>
    </message>
    <message>
        <source>Attention-check flags of %1 (%2)</source>
        <translation>%1 的注意力检查标记（%2）</translation>
    </message>
    <message>
        <source>No attention-check flags. Known-good and known-bad items are checked as soon as annotators hand them in.</source>
        <translation>没有注意力检查标记。标注员提交已知合格和已知不合格的条目后，会立即对其进行检查。</translation>
    </message>
    <message>
        <source>No attention-check flags for %1.</source>
        <translation>%1 没有注意力检查标记。</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Suggestions: what each annotator kept, edited, rejected and added</source>
        <translation>建议：每名标注者保留、修改、拒绝和新增了什么</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotatorTableModel</name>
    <message>
        <source>not scored</source>
        <translation>未评分</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 · passed</source>
        <translation>%1 · 已通过</translation>
    </message>
    <message>
        <source>%1 · failed</source>
        <translation>%1 · 未通过</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Items handed in (submitted, in review or accepted) of the items assigned</source>
        <translation>已分配条目中已交付（已提交、审核中或已接受）的条目</translation>
    </message>
    <message>
        <source>Mean time on an item handed in (minutes:seconds)</source>
        <translation>每个已交付条目的平均用时（分:秒）</translation>
    </message>
    <message>
        <source>Of the reviews that ended in a decision, the share that accepted</source>
        <translation>已作出决定的审核中，接受所占的比例</translation>
    </message>
    <message>
        <source>Returns for amendment per item handed in</source>
        <translation>每个已交付条目被退回修改的次数</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ with the gold layer, token level, any error</source>
        <translation>与金标准层的 Cohen&apos;s κ（词元级，任意错误）</translation>
    </message>
    <message>
        <source>Mean Cohen&apos;s κ with every other annotator, token level, any error</source>
        <translation>与其他每位标注员的平均 Cohen&apos;s κ（词元级，任意错误）</translation>
    </message>
    <message>
        <source>The newest qualification result</source>
        <translation>最新的资格认证结果</translation>
    </message>
    <message>
        <source>Attention-check flags</source>
        <translation>注意力检查标记</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Time / item</source>
        <translation>用时 / 条目</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Returns / item</source>
        <translation>退回次数 / 条目</translation>
    </message>
    <message>
        <source>κ gold</source>
        <translation>κ（金标准）</translation>
    </message>
    <message>
        <source>κ peers</source>
        <translation>κ（同行）</translation>
    </message>
    <message>
        <source>Qualification</source>
        <translation>资格认证</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>Errata::Application</name>
    <message>
        <source>Could not create the demo project: %1</source>
        <translation>无法创建演示项目：%1</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata 项目 (*.errata)</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>This item no longer exists.</source>
        <translation>该条目已不存在。</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>Blind annotation: the other layers show once you have submitted this item.</source>
        <translation>盲标注：提交此条目后，才会显示其他标注层。</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>%1 was moved or deleted while it was open. Errata still holds all of it: save it somewhere to keep it.</source>
        <translation>%1 在打开期间被移动或删除。Errata 仍保留着其全部内容：请将其保存到某处以免丢失。</translation>
    </message>
    <message>
        <source>Project File Unavailable</source>
        <translation>项目文件不可用</translation>
    </message>
    <message>
        <source>%1

What is already in the project is safe in memory; save a copy elsewhere to go on.</source>
        <translation>%1

项目中已有的内容安全地保存在内存中；请在其他位置保存一份副本以继续工作。</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Project In Use</source>
        <translation>项目正在使用中</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>以只读方式打开(&amp;R)</translation>
    </message>
    <message>
        <source>This project is open read-only; close the other Errata to restore a backup.</source>
        <translation>此项目以只读方式打开；请关闭另一个 Errata 后再恢复备份。</translation>
    </message>
    <message>
        <source>There is nobody called “%1” in this project: it has nobody in it yet.</source>
        <translation>此项目中没有名为“%1”的人：项目中还没有任何人。</translation>
    </message>
    <message>
        <source>There is nobody called “%1” in this project. Its people: %2.</source>
        <translation>此项目中没有名为“%1”的人。项目成员：%2。</translation>
    </message>
    <message>
        <source>Say who you are with --as NAME. This project&apos;s people: %1.</source>
        <translation>请用 --as 姓名 说明您是谁。此项目的成员：%1。</translation>
    </message>
    <message>
        <source>Nobody is in this project yet. Your name (you become its coordinator):</source>
        <translation>此项目中还没有任何人。您的姓名（您将成为其协调员）：</translation>
    </message>
    <message>
        <source>Nobody coordinates this project yet. Your name, to become its coordinator (or Cancel to act as one of its people):</source>
        <translation>此项目还没有协调员。输入您的姓名以成为其协调员（或点“取消”，以其成员之一的身份工作）：</translation>
    </message>
    <message>
        <source>Who are you?</source>
        <translation>您是哪位？</translation>
    </message>
    <message>
        <source>“%1” is already one of this project&apos;s people: choose them in the list that follows.</source>
        <translation>“%1”已是本项目中的人员：请在接下来的列表中选择。</translation>
    </message>
    <message>
        <source>Choose an item in the list.</source>
        <translation>请在列表中选择一个条目。</translation>
    </message>
    <message>
        <source>Nobody of that name is in this project.</source>
        <translation>此项目中没有这个名字的人。</translation>
    </message>
    <message>
        <source>%1 is the open project itself; choose another name for the copy.</source>
        <translation>%1 就是当前打开的项目本身；请为副本另选一个名称。</translation>
    </message>
</context>
<context>
    <name>Errata::AssignmentRepository</name>
    <message>
        <source>Could not create the assignment.</source>
        <translation>无法创建任务。</translation>
    </message>
    <message>
        <source>No such assignment or person.</source>
        <translation>该任务或人员不存在。</translation>
    </message>
    <message>
        <source>Could not save the state change.</source>
        <translation>无法保存状态变更。</translation>
    </message>
    <message>
        <source>Could not restore the assignment.</source>
        <translation>无法恢复任务。</translation>
    </message>
    <message>
        <source>assign items</source>
        <translation>分配条目</translation>
    </message>
    <message>
        <source>Could not save the assignments.</source>
        <translation>无法保存分配。</translation>
    </message>
</context>
<context>
    <name>Errata::AuthorshipPage</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>&lt;p&gt;No evaluator has answered who wrote a text yet.&lt;/p&gt;&lt;p&gt;Ask it with &lt;tt&gt;errata-cli init --judgements authorship&lt;/tt&gt; (Clark et al.&apos;s four-point scale); once answers are handed in, this page says how often people were right, with items whose metadata tells who wrote them (model = human, by default).&lt;/p&gt;</source>
        <translation>&lt;p&gt;还没有评估者回答文本的作者是谁。&lt;/p&gt;&lt;p&gt;用 &lt;tt&gt;errata-cli init --judgements authorship&lt;/tt&gt; 提出这个问题（Clark 等人的四级量表）；回答提交后，本页会显示人们判断正确的频率，依据条目元数据中标明的作者（默认 model = human）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Writ&amp;er in:</source>
        <translation>作者字段(&amp;E)：</translation>
    </message>
    <message>
        <source>a person when e&amp;qual to:</source>
        <translation>等于此值时为人类(&amp;Q)：</translation>
    </message>
    <message>
        <source>Grou&amp;p by:</source>
        <translation>分组依据(&amp;P)：</translation>
    </message>
    <message>
        <source>How often evaluators were right</source>
        <translation>评估者判断正确的频率</translation>
    </message>
    <message>
        <source>Export F&amp;igure (PNG)…</source>
        <translation>导出图表（PNG）(&amp;I)…</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>导出数值（CSV）(&amp;U)…</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Nothing (all answers)</source>
        <translation>不分组（全部回答）</translation>
    </message>
    <message>
        <source>the evaluator&apos;s condition</source>
        <translation>评估者的条件</translation>
    </message>
    <message>
        <source>evaluator</source>
        <translation>评估者</translation>
    </message>
    <message>
        <source>Counting the answers…</source>
        <translation>正在统计回答…</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) on texts whose “%1” says who wrote them (“%2”: a person). Intervals: Wilson&apos;s 95%; p: exact binomial test against guessing.</source>
        <translation>
            <numerusform>%n 个回答，所针对文本的“%1”标明了作者（“%2”：人类）。区间：Wilson 95%；p：与随机猜测比较的精确二项检验。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) on texts without “%1” were left out.</source>
        <translation>
            <numerusform>针对没有“%1”的文本的 %n 个回答未计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答数</translation>
    </message>
    <message>
        <source>Accuracy [95%]</source>
        <translation>准确率 [95%]</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Machine P</source>
        <translation>机器 P</translation>
    </message>
    <message>
        <source>Machine R</source>
        <translation>机器 R</translation>
    </message>
    <message>
        <source>Machine F1</source>
        <translation>机器 F1</translation>
    </message>
    <message>
        <source>Judged human</source>
        <translation>判为人类</translation>
    </message>
    <message>
        <source>“Definitely”</source>
        <translation>“肯定”</translation>
    </message>
    <message>
        <source>α (4-point)</source>
        <translation>α（四级）</translation>
    </message>
    <message>
        <source>α (human/machine)</source>
        <translation>α（人类/机器）</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
</context>
<context>
    <name>Errata::BackgroundImport</name>
    <message>
        <source>The import was cancelled; the project is unchanged.</source>
        <translation>导入已取消；项目未更改。</translation>
    </message>
    <message>
        <source>The import failed.</source>
        <translation>导入失败。</translation>
    </message>
</context>
<context>
    <name>Errata::BackgroundJob</name>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>已取消；未作任何更改。</translation>
    </message>
    <message>
        <source>The work failed.</source>
        <translation>操作失败。</translation>
    </message>
</context>
<context>
    <name>Errata::BackupScheduler</name>
    <message>
        <source>Automatic backup failed: %1</source>
        <translation>自动备份失败：%1</translation>
    </message>
    <message>
        <source>Restore Backup</source>
        <translation>恢复备份</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata 项目 (*.errata)</translation>
    </message>
    <message>
        <source>Replace %1 by the backup %2?

The current file is kept as one more backup in %3.</source>
        <translation>要用备份 %2 替换 %1 吗？

当前文件将作为另一个备份保留在 %3 中。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
</context>
<context>
    <name>Errata::BarChartView</name>
    <message>
        <source>Bar chart</source>
        <translation>柱状图</translation>
    </message>
    <message>
        <source>Bar chart: %1</source>
        <translation>柱状图：%1</translation>
    </message>
    <message>
        <source>%1 · %2: %3, 95% CI %4 – %5 (n = %6 items)</source>
        <translation>%1 · %2：%3，95% 置信区间 %4 – %5（n = %6 个条目）</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Nothing to show: no finished annotations match these settings.</source>
        <translation>没有可显示的内容：没有符合这些设置的已完成标注。</translation>
    </message>
    <message>
        <source>%1 · %2: %3 (n = %4 item; no interval from a single item)</source>
        <translation>%1 · %2：%3（n = %4 个条目；单个条目无法给出区间）</translation>
    </message>
</context>
<context>
    <name>Errata::CommentsPanel</name>
    <message>
        <source>Answer the reviewer…</source>
        <translation>回复审核员…</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回复</translation>
    </message>
    <message>
        <source>Replies are open while the item is with you.</source>
        <translation>仅当条目在您手中时才能回复。</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <source>Answer the reviewer</source>
        <translation>回复审核员</translation>
    </message>
</context>
<context>
    <name>Errata::ConnectDialog</name>
    <message>
        <source>Connect to Server</source>
        <translation>连接到服务器</translation>
    </message>
    <message>
        <source>The project&apos;s address, as postgresql://you@host:port/database. You sign in as your own PostgreSQL role. If the server asks for a password, give it below, or Errata asks you for it (or give it in ~/.pgpass).</source>
        <translation>项目的地址，格式为 postgresql://you@host:port/database。您以自己的 PostgreSQL 角色登录。如果服务器要求密码，请在下方填写，否则 Errata 会询问您（也可写入 ~/.pgpass）。</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>A password does not belong in the address: the address is shown here and kept among the recent addresses. Errata moved it to the password field, which hides it.</source>
        <translation>密码不应写在地址中：地址会显示在这里，并保存在最近使用的地址中。Errata 已将它移到会隐藏内容的密码栏中。</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusControls</name>
    <message>
        <source>One grid per value of this key, e.g. top-p × temperature per frequency penalty</source>
        <translation>此键的每个取值各一个网格，例如按频率惩罚分别绘制 top-p × temperature</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Type groups</source>
        <translation>类型组</translation>
    </message>
    <message>
        <source>Every annotator</source>
        <translation>所有标注员</translation>
    </message>
    <message>
        <source>Gold layer</source>
        <translation>金标准层</translation>
    </message>
    <message>
        <source>Chosen annotators…</source>
        <translation>选定的标注员…</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Per row</source>
        <translation>按行</translation>
    </message>
    <message>
        <source>Per column</source>
        <translation>按列</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>按列出顺序</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>按名称</translation>
    </message>
    <message>
        <source>By value</source>
        <translation>按数值</translation>
    </message>
    <message>
        <source>Leave out minor Grammar and Usage</source>
        <translation>排除轻微的语法和用法错误</translation>
    </message>
    <message>
        <source>Scarecrow&apos;s stacked figure leaves out severity-1 Grammar and Usage spans</source>
        <translation>Scarecrow 的堆叠图不包含严重程度为 1 的语法和用法片段</translation>
    </message>
    <message>
        <source>&amp;Measure:</source>
        <translation>度量(&amp;M)：</translation>
    </message>
    <message>
        <source>Group &amp;by:</source>
        <translation>分组依据(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Then by:</source>
        <translation>然后依据(&amp;T)：</translation>
    </message>
    <message>
        <source>S&amp;plit by:</source>
        <translation>拆分依据(&amp;P)：</translation>
    </message>
    <message>
        <source>Grid t&amp;ype:</source>
        <translation>网格类型(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>级别(&amp;L)：</translation>
    </message>
    <message>
        <source>La&amp;yers:</source>
        <translation>标注层(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Normalise:</source>
        <translation>归一化(&amp;N)：</translation>
    </message>
    <message>
        <source>Sort &amp;rows:</source>
        <translation>行排序(&amp;R)：</translation>
    </message>
    <message>
        <source>Sort &amp;columns:</source>
        <translation>列排序(&amp;C)：</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>(everything)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>every item (e.g. top_p=0.96,model!=gpt2)</source>
        <translation>所有条目（例如 top_p=0.96,model!=gpt2）</translation>
    </message>
    <message>
        <source>Only items &amp;where:</source>
        <translation>仅限条目(&amp;W)：</translation>
    </message>
    <message>
        <source>Every condition must hold; an item without the key has the value &quot;&quot;.</source>
        <translation>每个条件都必须成立；没有该键的条目取值为“”。</translation>
    </message>
    <message>
        <source>No item has the key %1; the keys are: %2.</source>
        <translation>没有条目具有键 %1；现有的键为：%2。</translation>
    </message>
    <message>
        <source>Leave a group&apos;s types out of every measure, &quot;any error&quot; included (Scarecrow&apos;s &quot;errors only&quot; leaves out the Reader issues)</source>
        <translation>把某个分组的类型从所有度量中排除，包括“任意错误”（Scarecrow 的“仅错误”排除了读者问题）</translation>
    </message>
    <message>
        <source>Lea&amp;ve out:</source>
        <translation>排除(&amp;V)：</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>不排除</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusJob</name>
    <message>
        <source>The computation was cancelled.</source>
        <translation>计算已取消。</translation>
    </message>
    <message>
        <source>The project could not be read.</source>
        <translation>无法读取项目。</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusMeasures</name>
    <message>
        <source>(gold)</source>
        <translation>（金标准）</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusPanel</name>
    <message>
        <source>&amp;Heatmap</source>
        <translation>热力图(&amp;H)</translation>
    </message>
    <message>
        <source>Bars per group with 95% intervals</source>
        <translation>各组柱状图及 95% 区间</translation>
    </message>
    <message>
        <source>Stacked by type</source>
        <translation>按类型堆叠</translation>
    </message>
    <message>
        <source>Ba&amp;rs</source>
        <translation>柱状图(&amp;R)</translation>
    </message>
    <message>
        <source>Measure per group and type</source>
        <translation>各组各类型的度量</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>表格(&amp;T)</translation>
    </message>
    <message>
        <source>Bootstrap study</source>
        <translation>自助法研究</translation>
    </message>
    <message>
        <source>&amp;Bootstrap</source>
        <translation>自助法(&amp;B)</translation>
    </message>
    <message>
        <source>Agreement per type</source>
        <translation>各类型的一致性</translation>
    </message>
    <message>
        <source>A&amp;greement</source>
        <translation>一致性(&amp;G)</translation>
    </message>
    <message>
        <source>Export &amp;Figure (PNG)…</source>
        <translation>导出图表 (PNG)(&amp;F)…</translation>
    </message>
    <message>
        <source>Export as &amp;SVG…</source>
        <translation>导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Export Table (&amp;CSV)…</source>
        <translation>导出表格 (CSV)(&amp;C)…</translation>
    </message>
    <message>
        <source>Click a cell, bar or row to list the spans behind it.</source>
        <translation>点击单元格、柱或行，可列出其背后的片段。</translation>
    </message>
    <message>
        <source>Error type group</source>
        <translation>错误类型组</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>%1 by %2, stacked by type</source>
        <translation>%1（按 %2），按类型堆叠</translation>
    </message>
    <message>
        <source>%1 by type and %2, with 95% intervals</source>
        <translation>%1（按类型和 %2），含 95% 区间</translation>
    </message>
    <message>
        <source>Nothing was measured in this cell.</source>
        <translation>此单元格中没有度量数据。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation>95% 置信区间下限</translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation>95% 置信区间上限</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Items sampled</source>
        <translation>抽样条目数</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>α per item</source>
        <translation>逐条目 α</translation>
    </message>
    <message>
        <source>α pooled</source>
        <translation>合并 α</translation>
    </message>
    <message>
        <source>Two Agree</source>
        <translation>两人一致</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Reading the project…</source>
        <translation>正在读取项目…</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Progress of the statistics</source>
        <translation>统计进度</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Read Again</source>
        <translation>重新读取</translation>
    </message>
    <message>
        <source>Reading the project was cancelled; no statistics are shown.</source>
        <translation>读取项目已取消；不显示任何统计结果。</translation>
    </message>
    <message>
        <source>Reading the project was cancelled.</source>
        <translation>读取项目已取消。</translation>
    </message>
    <message>
        <source>Cancelled; the figures show the last result.</source>
        <translation>已取消；图表显示的是上一次的结果。</translation>
    </message>
    <message>
        <source>Chosen: %1</source>
        <translation>已选定：%1</translation>
    </message>
    <message>
        <source>%1: scores are given to whole items and have no spans.</source>
        <translation>%1：分数针对整个条目，没有片段。</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Undefined: one item has no spread</source>
        <translation>未定义：单个条目没有离散度</translation>
    </message>
    <message>
        <source>S&amp;ystems</source>
        <translation>系统(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Metrics</source>
        <translation>指标(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Dataset</source>
        <translation>数据集(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Authorship</source>
        <translation>作者判断(&amp;A)</translation>
    </message>
    <message>
        <source>Distributi&amp;ons</source>
        <translation>分布(&amp;O)</translation>
    </message>
    <message>
        <source>Sig&amp;nificance</source>
        <translation>显著性(&amp;N)</translation>
    </message>
</context>
<context>
    <name>Errata::CorrectAnswersView</name>
    <message numerus="yes">
        <source>%n evaluator(s) by their number of correct answers</source>
        <translation>
            <numerusform>%n 位评估者，按答对数量</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluators by number of correct answers</source>
        <translation>按答对数量统计的评估者</translation>
    </message>
    <message>
        <source>correct answers</source>
        <translation>答对数量</translation>
    </message>
</context>
<context>
    <name>Errata::DatasetPage</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>&lt;p&gt;No annotation has been handed in yet.&lt;/p&gt;&lt;p&gt;This page describes the corpus as TGEA&apos;s paper does (texts by their number of errors, tokens, span lengths) and how far annotators of the same text agree, once work is submitted or imported.&lt;/p&gt;</source>
        <translation>&lt;p&gt;还没有提交任何标注。&lt;/p&gt;&lt;p&gt;一旦有工作提交或导入，本页会像 TGEA 论文那样描述语料（按错误数统计的文本、词元、片段长度），以及同一文本的标注者之间的一致程度。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Colum&amp;ns by:</source>
        <translation>按列分组(&amp;N)：</translation>
    </message>
    <message>
        <source>The dataset&apos;s statistics and agreement</source>
        <translation>数据集的统计量与一致性</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>导出数值（CSV）(&amp;U)…</translation>
    </message>
    <message>
        <source>Nothing (all texts)</source>
        <translation>不分组（全部文本）</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>正在统计…</translation>
    </message>
    <message>
        <source>Tokens: words split on whitespace and punctuation, each CJK character a token of its own (TGEA counted Jieba&apos;s words, so its Chinese lengths are shorter). A text is one handed-in annotation; agreement compares every two annotations of one text (docs/statistics.md).</source>
        <translation>词元：按空白和标点切分的词，每个中日韩字符单独算一个词元（TGEA 使用结巴分词的词，因此其中文长度更短）。一个文本即一条已提交的标注；一致性比较同一文本的每两条标注（docs/statistics.md）。</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>Errata::DistributionPage</name>
    <message>
        <source>n, mean and quartiles per group</source>
        <translation>各组的 n、均值和四分位数</translation>
    </message>
    <message>
        <source>Box plots</source>
        <translation>箱线图</translation>
    </message>
    <message>
        <source>E&amp;xport Figure (PNG)…</source>
        <translation>导出图(PNG)(&amp;X)…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>导出数值（CSV）(&amp;U)…</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>显示(&amp;W)：</translation>
    </message>
    <message>
        <source>span lengths</source>
        <translation>片段长度</translation>
    </message>
    <message>
        <source>rationale lengths</source>
        <translation>理由长度</translation>
    </message>
    <message>
        <source>ratings</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>deduction reasons</source>
        <translation>扣分原因</translation>
    </message>
    <message>
        <source>U&amp;nit:</source>
        <translation>单位(&amp;N)：</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>Typ&amp;es:</source>
        <translation>类型(&amp;E)：</translation>
    </message>
    <message>
        <source>level 2</source>
        <translation>第 2 层</translation>
    </message>
    <message>
        <source>level 1 (groups)</source>
        <translation>第 1 层（组）</translation>
    </message>
    <message>
        <source>Per &amp;key:</source>
        <translation>按键(&amp;K)：</translation>
    </message>
    <message>
        <source>Nothing (all items)</source>
        <translation>不拆分（全部条目）</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>正在统计…</translation>
    </message>
    <message>
        <source>No handed-in annotation has a rating (a project asks for one when made with the rating judgements).</source>
        <translation>没有已提交的标注带有评分（项目在创建时启用评分判断才会询问）。</translation>
    </message>
    <message>
        <source>No handed-in annotation has a span with this to measure yet.</source>
        <translation>还没有已提交的标注含有可供测量的片段。</translation>
    </message>
    <message>
        <source>The ratings of handed-in annotations: n, mean and quartiles (numpy&apos;s linear rule); the box spans the middle half, the line is the median, the dot the mean.</source>
        <translation>已提交标注的评分：n、均值和四分位数（numpy 的线性规则）；箱体覆盖中间一半，竖线为中位数，圆点为均值。</translation>
    </message>
    <message>
        <source>Lengths in %1 of handed-in spans on the generation (Scarecrow&apos;s Figure 11): n, mean and quartiles; the box spans the middle half, the line is the median, the dot the mean.</source>
        <translation>生成文本中已提交片段的长度（单位：%1；Scarecrow 图 11）：n、均值和四分位数；箱体覆盖中间一半，竖线为中位数，圆点为均值。</translation>
    </message>
    <message>
        <source>No handed-in rating has a deduction.</source>
        <translation>没有已提交的评分带有扣分。</translation>
    </message>
    <message>
        <source>Per group and reason: the rated annotations, how many deducted for the reason, their share and the mean points deducted (docs/statistics.md).</source>
        <translation>按组和原因：已评分的标注数、因该原因扣分的数量、其比例和平均扣分（docs/statistics.md）。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Ratings by %1</source>
        <translation>按 %1 的评分</translation>
    </message>
    <message>
        <source>Rationale length by type</source>
        <translation>各类型的理由长度</translation>
    </message>
    <message>
        <source>Span length by type</source>
        <translation>各类型的片段长度</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Length (%1)</source>
        <translation>长度（%1）</translation>
    </message>
    <message>
        <source>The deduction reasons have no figure; export the numbers as CSV.</source>
        <translation>扣分原因没有图形；请将数字导出为 CSV。</translation>
    </message>
</context>
<context>
    <name>Errata::DrillDownList</name>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Spans behind the selected number</source>
        <translation>所选数值背后的片段</translation>
    </message>
    <message>
        <source>Open in &amp;Layer View</source>
        <translation>在标注层视图中打开(&amp;L)</translation>
    </message>
    <message>
        <source>Click a cell, bar or row to list the spans behind it.</source>
        <translation>点击单元格、柱或行，可列出其背后的片段。</translation>
    </message>
    <message>
        <source>%1 — the first %2 of %3 spans</source>
        <translation>%1 — %3 个片段中的前 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n span(s)</source>
        <translation>
            <numerusform>%1 — %n 个片段</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::GoldEditor</name>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Annotators against gold on this item</source>
        <translation>此条目上各标注员与金标准的对比</translation>
    </message>
    <message>
        <source>Tokens, any error: how much of each annotator&apos;s marked text gold shares (precision), and how much of gold they marked (recall).</source>
        <translation>词元级，任意错误：每位标注员标注的文本中有多少与金标准重合（精确率），以及金标准中有多少被其标注（召回率）。</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Union of the spans</source>
        <translation>片段并集</translation>
    </message>
    <message>
        <source>Where enough annotators overlap</source>
        <translation>足够多标注员重叠之处</translation>
    </message>
    <message>
        <source>a majority</source>
        <translation>多数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Marked by</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Consensus proposals</source>
        <translation>共识建议</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>确认(&amp;C)</translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>拒绝(&amp;J)</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>At least:</source>
        <translation>至少：</translation>
    </message>
    <message>
        <source>In gold</source>
        <translation>在金标准中</translation>
    </message>
    <message>
        <source>Annotators&apos; spans</source>
        <translation>标注员的片段</translation>
    </message>
    <message>
        <source>&amp;Merge into One</source>
        <translation>合并为一个(&amp;M)</translation>
    </message>
    <message>
        <source>One gold span covering the selected spans, with the type and severity most of them chose; refine it in the editor.</source>
        <translation>一个覆盖所选片段的金标准片段，采用其中多数选择的类型和严重程度；可在编辑器中进一步调整。</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金标准</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未决</translation>
    </message>
    <message>
        <source>✓ in gold</source>
        <translation>✓ 已在金标准中</translation>
    </message>
    <message>
        <source>✗ rejected</source>
        <translation>✗ 已拒绝</translation>
    </message>
    <message>
        <source> · competing</source>
        <translation> · 存在竞争</translation>
    </message>
    <message>
        <source>(prompt)</source>
        <translation>（提示）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Overlaps a proposal of another type: choose one.</source>
        <translation>与另一类型的建议重叠：请选择其一。</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Confirm proposal</source>
        <translation>确认建议</translation>
    </message>
    <message>
        <source>The rejection could not be saved.</source>
        <translation>无法保存拒绝操作。</translation>
    </message>
    <message>
        <source>Confirm proposals</source>
        <translation>确认建议</translation>
    </message>
    <message>
        <source>Add spans to gold</source>
        <translation>将片段添加到金标准</translation>
    </message>
    <message>
        <source>Select two or more spans to merge.</source>
        <translation>请选择两个或更多片段进行合并。</translation>
    </message>
    <message>
        <source>Merge spans into gold</source>
        <translation>将片段合并到金标准</translation>
    </message>
    <message>
        <source>The adjudicated layer of the item, the consensus proposals and every annotator&apos;s spans to add to it</source>
        <translation>该条目经裁定的金标准层、共识建议，以及可添加到其中的每位标注员的片段</translation>
    </message>
    <message>
        <source>Confirm All Op&amp;en</source>
        <translation>确认全部未决项(&amp;E)</translation>
    </message>
    <message>
        <source>A&amp;dd to Gold</source>
        <translation>添加到金标准(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Errata::GuidelinesDialog</name>
    <message>
        <source>Taxonomy Guidelines — %1</source>
        <translation>分类体系指南 — %1</translation>
    </message>
    <message>
        <source>Error types</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Guidelines of the selected type</source>
        <translation>所选类型的指南</translation>
    </message>
    <message>
        <source>In the group %1</source>
        <translation>所属类别：%1</translation>
    </message>
    <message>
        <source>Key in the annotate view: %1</source>
        <translation>标注视图中的按键：%1</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>No definition given.</source>
        <translation>未给出定义。</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>a rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>修改建议</translation>
    </message>
    <message>
        <source>a link to the related span</source>
        <translation>指向相关片段的关联</translation>
    </message>
    <message>
        <source>A span of this type needs</source>
        <translation>此类型的片段需要</translation>
    </message>
    <message>
        <source>a severity only</source>
        <translation>仅需严重程度</translation>
    </message>
    <message>
        <source>a severity and %1</source>
        <translation>严重程度以及%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Types in this group</source>
        <translation>此类别中的类型</translation>
    </message>
</context>
<context>
    <name>Errata::HeatmapView</name>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Heatmap: %1</source>
        <translation>热力图：%1</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1 · %2: %3 (n = %4 items)</source>
        <translation>%1 · %2：%3（n = %4 个条目）</translation>
    </message>
    <message>
        <source>Nothing to show: no finished annotations match these settings.</source>
        <translation>没有可显示的内容：没有符合这些设置的已完成标注。</translation>
    </message>
</context>
<context>
    <name>Errata::ImportError</name>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>应为%1</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>是目录，不是文件</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>not valid text: a \u escape names half of a surrogate pair (\uD800–\uDFFF) without its other half</source>
        <translation>不是有效文本：\u 转义只给出了代理对的一半（\uD800–\uDFFF），缺少另一半</translation>
    </message>
</context>
<context>
    <name>Errata::InstructionsDialog</name>
    <message>
        <source>Instructions — %1</source>
        <translation>说明 — %1</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>项目说明</translation>
    </message>
    <message>
        <source>These instructions are longer than %1 characters; only the first %1 are shown.</source>
        <translation>此说明超过 %1 个字符；只显示前 %1 个字符。</translation>
    </message>
</context>
<context>
    <name>Errata::InstructionsEditor</name>
    <message>
        <source>Save Instr&amp;uctions</source>
        <translation>保存说明(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Back to Saved</source>
        <translation>回到已保存(&amp;B)</translation>
    </message>
    <message>
        <source>Instructions (Markdown)</source>
        <translation>说明（Markdown）</translation>
    </message>
    <message>
        <source>What annotators read before their first item, in Markdown: # a heading, **bold**, - a list, [a link](https://…)</source>
        <translation>标注者在第一个条目之前阅读的内容，使用 Markdown：# 标题、**粗体**、- 列表、[链接](https://…)</translation>
    </message>
    <message>
        <source>Instructions as annotators see them</source>
        <translation>标注者看到的说明</translation>
    </message>
    <message>
        <source>Annotators see them before their first item and under Help ▸ Project Instructions; work packages made from now on carry them</source>
        <translation>标注者在第一个条目之前以及在 帮助 ▸ 项目说明 中看到它们；此后创建的工作包会包含它们</translation>
    </message>
    <message>
        <source>The instructions are removed.</source>
        <translation>说明已移除。</translation>
    </message>
    <message>
        <source>The instructions are saved.</source>
        <translation>说明已保存。</translation>
    </message>
</context>
<context>
    <name>Errata::ItemListModel</name>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成文本</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>未分配</translation>
    </message>
    <message>
        <source>Not assigned to you</source>
        <translation>未分配给您</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>Errata::ItemListPanel</name>
    <message>
        <source>Any state</source>
        <translation>全部状态</translation>
    </message>
    <message>
        <source>Filter by state</source>
        <translation>按状态筛选</translation>
    </message>
    <message>
        <source>Filter by annotator</source>
        <translation>按标注员筛选</translation>
    </message>
    <message>
        <source>Filter: model, topic=science, …</source>
        <translation>筛选：model, topic=science, …</translation>
    </message>
    <message>
        <source>Filter by metadata</source>
        <translation>按元数据筛选</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Any annotator</source>
        <translation>全部标注员</translation>
    </message>
    <message>
        <source>%1 of %2 items</source>
        <translation>%1 / %2 个条目</translation>
    </message>
</context>
<context>
    <name>Errata::ItemPreview</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Choose an item in the list.</source>
        <translation>请在列表中选择一个条目。</translation>
    </message>
    <message>
        <source>Prompt — written by a person, not annotated</source>
        <translation>提示——由人撰写，不参与标注</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成文本</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
</context>
<context>
    <name>Errata::ItemRepository</name>
    <message>
        <source>Could not save item %1: %2</source>
        <translation>无法保存条目 %1：%2</translation>
    </message>
    <message>
        <source>add items</source>
        <translation>添加条目</translation>
    </message>
    <message>
        <source>change items&apos; metadata</source>
        <translation>修改条目的元数据</translation>
    </message>
    <message>
        <source>Could not save the items&apos; metadata.</source>
        <translation>无法保存条目的元数据。</translation>
    </message>
</context>
<context>
    <name>Errata::JudgementPanel</name>
    <message>
        <source>Does the text contain errors?</source>
        <translation>文本中是否有错误？</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Overall rating</source>
        <translation>总体评分</translation>
    </message>
    <message>
        <source>Repetitive plot</source>
        <translation>情节重复</translation>
    </message>
    <message>
        <source>Unrelated events</source>
        <translation>事件无关</translation>
    </message>
    <message>
        <source>Conflicting logic</source>
        <translation>逻辑冲突</translation>
    </message>
    <message>
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <source>−2</source>
        <translation>−2</translation>
    </message>
    <message>
        <source>Chaotic scenes (global)</source>
        <translation>场景混乱（全局）</translation>
    </message>
    <message>
        <source>Who wrote this text?</source>
        <translation>这段文本是谁写的？</translation>
    </message>
    <message>
        <source>Definitely human</source>
        <translation>肯定是人写的</translation>
    </message>
    <message>
        <source>Possibly human</source>
        <translation>可能是人写的</translation>
    </message>
    <message>
        <source>Possibly machine</source>
        <translation>可能是机器生成的</translation>
    </message>
    <message>
        <source>Definitely machine</source>
        <translation>肯定是机器生成的</translation>
    </message>
    <message>
        <source>Why did you select this rating?</source>
        <translation>您为什么选择这个评分？</translation>
    </message>
    <message>
        <source>What would you change to make it seem more human-like?</source>
        <translation>您会做哪些修改，让它看起来更像人写的？</translation>
    </message>
    <message>
        <source>Item judgements</source>
        <translation>条目判断</translation>
    </message>
    <message>
        <source>Overall score (0–100)</source>
        <translation>总体分数（0–100）</translation>
    </message>
    <message>
        <source>Overall score</source>
        <translation>总体分数</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>0: no meaning preserved</source>
        <translation>0：意思完全未保留</translation>
    </message>
    <message>
        <source>33: some meaning preserved</source>
        <translation>33：保留了部分意思</translation>
    </message>
    <message>
        <source>66: most meaning preserved, few errors</source>
        <translation>66：大部分意思保留，错误很少</translation>
    </message>
    <message>
        <source>100: perfect meaning and grammar</source>
        <translation>100：意思和语法完美</translation>
    </message>
</context>
<context>
    <name>Errata::LayerView</name>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Colour by type</source>
        <translation>按错误类型着色</translation>
    </message>
    <message>
        <source>Colour by annotator</source>
        <translation>按标注员着色</translation>
    </message>
    <message>
        <source>Types shown</source>
        <translation>显示的错误类型</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>Two Agree</source>
        <translation>两人一致</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (nominal, tokens) of this item; click a row to show its heat</source>
        <translation>此条目的 Krippendorff&apos;s α（名义尺度，以词元为单位）；点击某一行可显示该错误类型的热度</translation>
    </message>
    <message>
        <source>Heat:</source>
        <translation>热度：</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Click a span to see its record.</source>
        <translation>点击片段可查看其完整记录。</translation>
    </message>
    <message>
        <source>A%1</source>
        <translation>A%1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Severity: %1</source>
        <translation>严重程度：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>Correction: %1</source>
        <translation>修改建议：%1</translation>
    </message>
    <message>
        <source>(delete)</source>
        <translation>（删除）</translation>
    </message>
    <message>
        <source>Linked to: “%1”</source>
        <translation>关联到：“%1”</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>审核：%1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The text with every shown annotator&apos;s spans</source>
        <translation>显示所有已选标注员片段的文本</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>标注层</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金标准</translation>
    </message>
    <message>
        <source>Every annotator&apos;s spans under the same text. The lists choose the annotators and types shown; the agreement table puts a type&apos;s heat on the text.</source>
        <translation>同一文本下所有标注员的片段。列表用于选择显示的标注员和类型；一致性表格会将某一类型的热度显示在文本上。</translation>
    </message>
    <message>
        <source>Agreement on this item, over the %1 handed-in layers of %2:</source>
        <translation>本条目的一致性，基于 %2 个层中已提交的 %1 个：</translation>
    </message>
    <message>
        <source>Agreement needs two handed-in layers; %1 of %2 so far.</source>
        <translation>一致性需要两个已提交的层；目前 %2 个中有 %1 个。</translation>
    </message>
    <message>
        <source>same span (thick)</source>
        <translation>相同片段（粗）</translation>
    </message>
    <message>
        <source>overlapping</source>
        <translation>重叠</translation>
    </message>
    <message>
        <source>only %1 (thin)</source>
        <translation>仅 %1（细）</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1（系统）</translation>
    </message>
</context>
<context>
    <name>Errata::MainWindow</name>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>打开演示项目(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Who Are You…</source>
        <translation>选择身份(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Errata</source>
        <translation>关于 Errata(&amp;A)</translation>
    </message>
    <message>
        <source>About Errata</source>
        <translation>关于 Errata</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>%1 — Errata</source>
        <translation>%1 — Errata</translation>
    </message>
    <message>
        <source>Nobody chosen</source>
        <translation>未选择身份</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>标注层(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>标注(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Make Work Package…</source>
        <translation>生成工作包(&amp;M)…</translation>
    </message>
    <message>
        <source>One annotator&apos;s items in a file of their own, to work on elsewhere</source>
        <translation>将一位标注员的条目放入单独的文件，以便在别处处理</translation>
    </message>
    <message>
        <source>Mer&amp;ge Work Package…</source>
        <translation>合并工作包(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Taxonomy &amp;Guidelines</source>
        <translation>分类体系指南(&amp;G)</translation>
    </message>
    <message>
        <source>Definitions and examples of the project&apos;s error types, at the type you are on</source>
        <translation>本项目错误类型的定义和示例，定位到您当前所在的类型</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>审核(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Gold</source>
        <translation>金标准(&amp;G)</translation>
    </message>
    <message>
        <source>Annota&amp;tors</source>
        <translation>标注员(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Annotations from MQM, OpenMEVA, Scarecrow, thresh or TGEA files</source>
        <translation>来自 MQM、OpenMEVA、Scarecrow、thresh 或 TGEA 文件的标注</translation>
    </message>
    <message>
        <source>&amp;Restore Backup…</source>
        <translation>恢复备份(&amp;R)…</translation>
    </message>
    <message>
        <source>Check &amp;Taxonomy File…</source>
        <translation>检查分类体系文件(&amp;T)…</translation>
    </message>
    <message>
        <source>Check Taxonomy File</source>
        <translation>检查分类体系文件</translation>
    </message>
    <message>
        <source>Taxonomy files (*.json)</source>
        <translation>分类体系文件 (*.json)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Errata %1&lt;/h3&gt;&lt;p&gt;Find, label, review and analyse errors in machine-generated text.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Errata %1&lt;/h3&gt;&lt;p&gt;查找、标记、审核和分析机器生成文本中的错误。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Review &amp;Queue</source>
        <translation>审核队列(&amp;Q)</translation>
    </message>
    <message>
        <source>Revie&amp;w</source>
        <translation>审核(&amp;W)</translation>
    </message>
    <message>
        <source>Cor&amp;pus</source>
        <translation>语料库(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>The whole project as errata-jsonl, MQM TSV, Scarecrow CSV or a spans CSV</source>
        <translation>将整个项目导出为 errata-jsonl、MQM TSV、Scarecrow CSV 或片段 CSV</translation>
    </message>
    <message>
        <source>Stud&amp;y</source>
        <translation>研究(&amp;Y)</translation>
    </message>
    <message>
        <source>Project &amp;Instructions</source>
        <translation>项目说明(&amp;I)</translation>
    </message>
    <message>
        <source>Project Instructions</source>
        <translation>项目说明</translation>
    </message>
    <message>
        <source>This project has no instructions. A coordinator writes them in the Study tab (Instructions).</source>
        <translation>此项目没有说明。协调者可在“研究”标签页（说明）中编写。</translation>
    </message>
    <message>
        <source>Make Packages for &amp;Everyone…</source>
        <translation>为所有人生成工作包(&amp;E)…</translation>
    </message>
    <message>
        <source>A work package for every annotator who has work to do, into one folder</source>
        <translation>为每位仍有工作的标注员生成一个工作包，放入同一文件夹</translation>
    </message>
    <message>
        <source>Merge Packages from F&amp;older…</source>
        <translation>合并文件夹中的工作包(&amp;O)…</translation>
    </message>
    <message>
        <source>Export &amp;Benchmark Task…</source>
        <translation>导出基准任务(&amp;B)…</translation>
    </message>
    <message>
        <source>TGEA&apos;s five tasks or Scarecrow&apos;s span classification, in a stored train/dev/test split</source>
        <translation>TGEA 的五个任务或 Scarecrow 的片段分类，使用保存的 train/dev/test 划分</translation>
    </message>
    <message>
        <source>Import Metric &amp;Scores…</source>
        <translation>导入指标分数(&amp;S)…</translation>
    </message>
    <message>
        <source>An automatic metric&apos;s score per item (item,metric,score), for the Metrics page</source>
        <translation>自动指标对每个条目的分数（item,metric,score），用于“指标”页</translation>
    </message>
    <message>
        <source>Connect to Ser&amp;ver…</source>
        <translation>连接服务器(&amp;V)…</translation>
    </message>
    <message>
        <source>A project on the team&apos;s PostgreSQL server (docs/server.md)</source>
        <translation>团队 PostgreSQL 服务器上的项目（docs/server.md）</translation>
    </message>
</context>
<context>
    <name>Errata::MetricsPage</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>Metr&amp;ic:</source>
        <translation>指标(&amp;I)：</translation>
    </message>
    <message>
        <source>Agai&amp;nst:</source>
        <translation>对比(&amp;N)：</translation>
    </message>
    <message>
        <source>S&amp;plit by:</source>
        <translation>拆分依据(&amp;P)：</translation>
    </message>
    <message>
        <source>Correlations of the metric with people</source>
        <translation>指标与人工评价的相关性</translation>
    </message>
    <message>
        <source>The items: metric against people</source>
        <translation>各条目：指标与人工评价</translation>
    </message>
    <message>
        <source>E&amp;xport Figure (PNG)…</source>
        <translation>导出图(PNG)(&amp;X)…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>导出数值（CSV）(&amp;U)…</translation>
    </message>
    <message>
        <source>Nothing (all items)</source>
        <translation>不拆分（全部条目）</translation>
    </message>
    <message>
        <source>Correlating %1…</source>
        <translation>正在计算 %1 的相关性…</translation>
    </message>
    <message>
        <source>%1 items have both a score of %2 and a value of “%3”. Each cell: the coefficient, its 95% bootstrap interval over items (1,000 resamples) and its p-value (docs/statistics.md).</source>
        <translation>%1 个条目同时有 %2 的分数和“%3”的值。每个单元格：系数、其基于条目的 95% 自助法区间（1000 次重抽样）及 p 值（docs/statistics.md）。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation>Pearson r</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <source>Kendall τ-b</source>
        <translation>Kendall τ-b</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>error-type sets (OpenMEVA)</source>
        <translation>错误类型集合（OpenMEVA）</translation>
    </message>
    <message>
        <source>Per deduction reason: the stories rated above 4 against those that only this reason was deducted for by at least 3 raters, and how well %1 tells them apart (point-biserial r with its 95% interval and p; docs/statistics.md, “Error-type sets”).</source>
        <translation>按扣分原因：评分高于 4 的故事与至少 3 位评分者仅因该原因扣分的故事相比，%1 区分二者的能力（点二列相关 r 及其 95% 区间和 p；docs/statistics.md，“Error-type sets”）。</translation>
    </message>
    <message>
        <source>The error-type sets have no figure; export the numbers as CSV.</source>
        <translation>错误类型集合没有图形；请将数字导出为 CSV。</translation>
    </message>
    <message>
        <source>&lt;p&gt;This project has no metric scores yet.&lt;/p&gt;&lt;p&gt;A coordinator brings an automatic metric&apos;s score per item in with File ▸ Import Metric Scores… or&lt;br&gt;&lt;tt&gt;errata-cli metrics import PROJECT FILE.csv&lt;/tt&gt;&lt;br&gt;(columns item, metric, score; docs/formats.md); it is compared here with what people said about the same items.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此项目还没有指标分数。&lt;/p&gt;&lt;p&gt;协调者可通过“文件 ▸ 导入指标分数…”或&lt;br&gt;&lt;tt&gt;errata-cli metrics import 项目 文件.csv&lt;/tt&gt;&lt;br&gt;（列 item、metric、score；docs/formats.md）导入自动指标对每个条目的分数；这里会把它与人们对同一条目的判断进行比较。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Errata::NewProjectDialog</name>
    <message>
        <source>&amp;Blind: annotators see no one else&apos;s work, and no model names, until they submit</source>
        <translation>盲标(&amp;B)：标注员提交前看不到他人的工作，也看不到模型名称</translation>
    </message>
    <message>
        <source>&amp;Anonymous: annotators are shown as A1, A2, … to everyone else</source>
        <translation>匿名(&amp;A)：标注员对其他人显示为 A1、A2……</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>the file&apos;s name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>you run the study: coordinator, reviewer and annotator</source>
        <translation>由你主持研究：协调员、审核员和标注员</translation>
    </message>
    <message>
        <source>Error taxonomy</source>
        <translation>错误分类体系</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>来自文件…</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>创建(&amp;C)</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>浏览(&amp;R)…</translation>
    </message>
    <message>
        <source>Erroneous or not (TGEA&apos;s first question)</source>
        <translation>是否有误（TGEA 的第一个问题）</translation>
    </message>
    <message>
        <source>Rating 1–5 with deductions (OpenMEVA)</source>
        <translation>1–5 分评分及扣分（OpenMEVA）</translation>
    </message>
    <message>
        <source>Written by a person or a machine (4 points)</source>
        <translation>由人还是机器写成（4 级）</translation>
    </message>
    <message>
        <source>ESA score 0–100 (WMT)</source>
        <translation>ESA 分数 0–100（WMT）</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Error ta&amp;xonomy:</source>
        <translation>错误分类体系(&amp;X)：</translation>
    </message>
    <message>
        <source>Judgements:</source>
        <translation>判断：</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata 项目 (*.errata)</translation>
    </message>
    <message>
        <source>Taxonomy File</source>
        <translation>分类体系文件</translation>
    </message>
    <message>
        <source>Taxonomy files (*.json)</source>
        <translation>分类体系文件 (*.json)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Choose where the project file goes.</source>
        <translation>请选择项目文件的位置。</translation>
    </message>
    <message>
        <source>Choose a taxonomy file.</source>
        <translation>请选择分类体系文件。</translation>
    </message>
    <message>
        <source>The taxonomy file is not valid.</source>
        <translation>分类体系文件无效。</translation>
    </message>
    <message>
        <source>Type your name: you will run the study.</source>
        <translation>请输入你的名字：你将主持这项研究。</translation>
    </message>
    <message>
        <source>Annotators:</source>
        <translation>标注者：</translation>
    </message>
</context>
<context>
    <name>Errata::PalettePage</name>
    <message>
        <source>Use the &amp;Taxonomy&apos;s Colours</source>
        <translation>使用分类体系的颜色(&amp;T)</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Error types and their colours</source>
        <translation>错误类型及其颜色</translation>
    </message>
    <message>
        <source>Press Enter on a type to choose its colour.</source>
        <translation>在某个类型上按回车键以选择其颜色。</translation>
    </message>
    <message>
        <source>Open a project to choose the colours of its error types.</source>
        <translation>请先打开一个项目，再为其错误类型选择颜色。</translation>
    </message>
    <message>
        <source>These colours belong to the project: everyone who opens it sees them. The built-in taxonomies start from Paul Tol&apos;s colour-blind-safe palettes. Press Enter or double-click a type to change its colour.</source>
        <translation>这些颜色属于项目本身：打开该项目的每个人都会看到它们。内置分类体系默认使用 Paul Tol 的色盲友好调色板。在某个类型上按回车键或双击即可更改其颜色。</translation>
    </message>
    <message>
        <source> (changed)</source>
        <translation>（已更改）</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>%1 的颜色</translation>
    </message>
</context>
<context>
    <name>Errata::PasswordDialog</name>
    <message>
        <source>Sign In</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>Errata keeps it in memory until it quits and never writes it down.</source>
        <translation>Errata 仅在运行期间将其保存在内存中，从不写入任何地方。</translation>
    </message>
    <message>
        <source>&amp;Sign In</source>
        <translation>登录(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Errata::PersonRepository</name>
    <message>
        <source>add people</source>
        <translation>添加人员</translation>
    </message>
    <message>
        <source>There is no person %1 in the project.</source>
        <translation>项目中没有人员 %1。</translation>
    </message>
    <message>
        <source>rename people</source>
        <translation>重命名人员</translation>
    </message>
    <message>
        <source>A person&apos;s name cannot be empty.</source>
        <translation>人员姓名不能为空。</translation>
    </message>
    <message>
        <source>There is already a person called &quot;%1&quot;.</source>
        <translation>已有名为“%1”的人员。</translation>
    </message>
    <message>
        <source>change roles</source>
        <translation>更改角色</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n assignment(s) as an annotator; deactivate them instead of taking the role away.</source>
        <translation>
            <numerusform>%1 作为标注员有 %n 个分配；请停用此人，而不是取消该角色。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n item(s) claimed for review; unclaim them first.</source>
        <translation>
            <numerusform>%1 有 %n 个条目已领取审阅；请先释放。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the project&apos;s only coordinator; make someone else coordinator first.</source>
        <translation>%1 是项目唯一的协调者；请先指定其他人为协调者。</translation>
    </message>
    <message>
        <source>Could not change the roles of %1.</source>
        <translation>无法更改 %1 的角色。</translation>
    </message>
    <message>
        <source>reactivate people</source>
        <translation>重新启用人员</translation>
    </message>
    <message>
        <source>deactivate people</source>
        <translation>停用人员</translation>
    </message>
    <message>
        <source>set conditions</source>
        <translation>设置条件</translation>
    </message>
    <message>
        <source>remove people</source>
        <translation>移除人员</translation>
    </message>
    <message>
        <source>%1 cannot be removed: the project holds their work (%2). Deactivate them instead: their work stays and they get no new items.</source>
        <translation>无法移除 %1：项目中有其工作（%2）。请改为停用：其工作保留，且不再分配新条目。</translation>
    </message>
    <message>
        <source>%1 cannot be removed: %2. Deactivate them instead.</source>
        <translation>无法移除 %1：%2。请改为停用。</translation>
    </message>
    <message>
        <source>merge people</source>
        <translation>合并人员</translation>
    </message>
    <message>
        <source>A person cannot be merged with themselves.</source>
        <translation>不能将人员与其自身合并。</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 both have work on %n item(s), so they are not one person: %3.</source>
        <translation>
            <numerusform>%1 和 %2 在 %n 个条目上都有工作，因此不是同一人：%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not merge %1 into %2.</source>
        <translation>无法将 %1 合并到 %2。</translation>
    </message>
</context>
<context>
    <name>Errata::PracticePanel</name>
    <message>
        <source>Practice: the reference answer</source>
        <translation>练习：参考答案</translation>
    </message>
    <message>
        <source>Practice answer</source>
        <translation>练习答案</translation>
    </message>
    <message>
        <source>The answer marks no error: this text is correct.</source>
        <translation>答案中没有标出错误：这段文本是正确的。</translation>
    </message>
    <message numerus="yes">
        <source>You found %1 of the %n error(s) in the answer.</source>
        <translation>
            <numerusform>你找到了答案中 %n 处错误中的 %1 处。</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ found:</source>
        <translation>✓ 找到：</translation>
    </message>
    <message>
        <source>✗ missed:</source>
        <translation>✗ 漏掉：</translation>
    </message>
    <message>
        <source>Your spans that the answer does not have:</source>
        <translation>答案中没有的你的片段：</translation>
    </message>
</context>
<context>
    <name>Errata::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>常规(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>颜色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>快捷键(&amp;S)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>System size</source>
        <translation>系统字号</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>Next to the project file</source>
        <translation>与项目文件在同一位置</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Backup Folder</source>
        <translation>备份文件夹</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Text &amp;size:</source>
        <translation>字号(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Backups:</source>
        <translation>备份(&amp;B)：</translation>
    </message>
    <message>
        <source>Menus and views change language at once; a few panel labels change the next time Errata starts.</source>
        <translation>菜单和视图会立即切换语言；少数面板标签将在下次启动 Errata 时切换。</translation>
    </message>
    <message>
        <source>Two commands share a shortcut. Change one of them before saving.</source>
        <translation>有两个命令使用了同一个快捷键。请先修改其中一个再保存。</translation>
    </message>
    <message>
        <source>&amp;High contrast: a hatch per type and thicker lanes per severity, besides colour</source>
        <translation>高对比度(&amp;H)：除颜色外，每种类型使用不同的阴影线，严重程度越高线条越粗</translation>
    </message>
</context>
<context>
    <name>Errata::ProgressMatrixModel</name>
    <message>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2：%3</translation>
    </message>
    <message>
        <source>%1
%2 of %3 done</source>
        <translation>%1
已完成 %2 / %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, idle %n day(s)</source>
        <translation>
            <numerusform>%1，已闲置 %n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n idle</source>
        <translation>
            <numerusform>%n 项闲置</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::QcFlagTableModel</name>
    <message>
        <source>Known-good text rated low</source>
        <translation>已知合格的文本被评为低分</translation>
    </message>
    <message>
        <source>Known-bad text rated high</source>
        <translation>已知不合格的文本被评为高分</translation>
    </message>
    <message>
        <source>Missed a planted error</source>
        <translation>漏标了预置的错误</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>实际</translation>
    </message>
</context>
<context>
    <name>Errata::QualityRepository</name>
    <message>
        <source>Could not record the qualification result.</source>
        <translation>无法记录资格认证结果。</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewChangesPanel</name>
    <message>
        <source>Changes since the last review</source>
        <translation>自上次审核以来的更改</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>range: “%1” → “%2”</source>
        <translation>范围：“%1” → “%2”</translation>
    </message>
    <message>
        <source>type: %1 → %2</source>
        <translation>类型：%1 → %2</translation>
    </message>
    <message>
        <source>severity: %1 → %2</source>
        <translation>严重程度：%1 → %2</translation>
    </message>
    <message>
        <source>correction: %1 → %2</source>
        <translation>更正：%1 → %2</translation>
    </message>
    <message>
        <source>rationale: “%1” → “%2”</source>
        <translation>理由：“%1” → “%2”</translation>
    </message>
    <message>
        <source>links: %1 → %2</source>
        <translation>关联：%1 → %2</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>已添加：%1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>已删除：%1</translation>
    </message>
    <message>
        <source>Edited: %1</source>
        <translation>已编辑：%1</translation>
    </message>
    <message>
        <source>First submission: nothing to compare with yet.</source>
        <translation>首次提交：尚无可比较的内容。</translation>
    </message>
    <message>
        <source>Resubmitted without changes to the spans.</source>
        <translation>重新提交，片段未作更改。</translation>
    </message>
    <message>
        <source>Submission %1: changes since the last review.</source>
        <translation>第 %1 次提交：自上次审核以来的更改。</translation>
    </message>
    <message>
        <source>Submission %1: the spans of the submission reviewed before are not on record (a project restored from errata-jsonl keeps none), so what changed cannot be listed.</source>
        <translation>第 %1 次提交：上次审阅的提交中的片段没有记录（从 errata-jsonl 恢复的项目不保留这些记录），因此无法列出改动。</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewController</name>
    <message>
        <source>Thread resolved.</source>
        <translation>讨论已解决。</translation>
    </message>
    <message>
        <source>Item accepted.</source>
        <translation>条目已接受。</translation>
    </message>
    <message>
        <source>Item returned to the annotator for amendment.</source>
        <translation>条目已退回给标注员修改。</translation>
    </message>
    <message>
        <source>Released: the item is back in the queue.</source>
        <translation>已释放：条目已回到队列中。</translation>
    </message>
    <message>
        <source>Claim an item in the review queue to review it here.</source>
        <translation>在审核队列中领取一个条目，即可在此审核。</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>This project is open read-only because another Errata has it open.</source>
        <translation>此项目以只读方式打开，因为另一个 Errata 已打开它。</translation>
    </message>
    <message>
        <source>This item no longer exists.</source>
        <translation>该条目已不存在。</translation>
    </message>
    <message>
        <source>Nothing is waiting for review.</source>
        <translation>没有等待审核的条目。</translation>
    </message>
    <message>
        <source>The review queue is for reviewers and coordinators: choose that role under File ▸ Who Are You… to claim work.</source>
        <translation>审核队列供审核员和协调员使用：请在“文件 ▸ 选择身份…”中选择该角色后认领工作。</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewQueueModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>Lowest confidence</source>
        <translation>最低置信度</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewQueuePanel</name>
    <message>
        <source>&amp;Claim for Review</source>
        <translation>领取审核(&amp;C)</translation>
    </message>
    <message>
        <source>Nothing is waiting for review.</source>
        <translation>没有等待审核的条目。</translation>
    </message>
    <message>
        <source>Filter by annotator</source>
        <translation>按标注员筛选</translation>
    </message>
    <message>
        <source>Review queue</source>
        <translation>审核队列</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>标注员：</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Filter by submission</source>
        <translation>按提交筛选</translation>
    </message>
    <message>
        <source>Filter by item metadata</source>
        <translation>按条目元数据筛选</translation>
    </message>
    <message>
        <source>key=value, e.g. model=gpt2</source>
        <translation>key=value，例如 model=gpt2</translation>
    </message>
    <message>
        <source>Any submission</source>
        <translation>全部提交</translation>
    </message>
    <message>
        <source>Submission %1</source>
        <translation>第 %1 次提交</translation>
    </message>
    <message>
        <source>Open &amp;Review</source>
        <translation>打开审核(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewThreadPanel</name>
    <message>
        <source>accepted the span</source>
        <translation>接受了该片段</translation>
    </message>
    <message>
        <source>rejected the span</source>
        <translation>拒绝了该片段</translation>
    </message>
    <message>
        <source>asked for a change</source>
        <translation>要求修改</translation>
    </message>
    <message>
        <source>Review conversation</source>
        <translation>审核对话</translation>
    </message>
    <message>
        <source>The whole item</source>
        <translation>整个条目</translation>
    </message>
    <message>
        <source>A span no longer in the layer</source>
        <translation>已不在标注层中的片段</translation>
    </message>
    <message>
        <source>resolved, 1 message</source>
        <translation>已解决，1 条消息</translation>
    </message>
    <message>
        <source>resolved, %1 messages</source>
        <translation>已解决，%1 条消息</translation>
    </message>
    <message>
        <source>(resolved — fold)</source>
        <translation>（已解决 — 折叠）</translation>
    </message>
    <message>
        <source>No comments yet.</source>
        <translation>暂无评论。</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>某人</translation>
    </message>
    <message>
        <source>Nobody has said anything about this item yet.</source>
        <translation>还没有人对此条目发表意见。</translation>
    </message>
    <message>
        <source>Conversation (1 message)</source>
        <translation>对话（1 条消息）</translation>
    </message>
    <message>
        <source>Conversation (%1 messages)</source>
        <translation>对话（%1 条消息）</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewView</name>
    <message>
        <source>Accept (A)</source>
        <translation>接受 (A)</translation>
    </message>
    <message>
        <source>Reject (R)</source>
        <translation>拒绝 (R)</translation>
    </message>
    <message>
        <source>Needs Change (N)</source>
        <translation>需要修改 (N)</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>评论</translation>
    </message>
    <message>
        <source>Resolve Thread</source>
        <translation>解决讨论</translation>
    </message>
    <message>
        <source>Accept &amp;Item</source>
        <translation>接受条目(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Return for Amendment…</source>
        <translation>退回修改(&amp;R)…</translation>
    </message>
    <message>
        <source>Claim an item in the review queue to review it here.</source>
        <translation>在审核队列中领取一个条目，即可在此审核。</translation>
    </message>
    <message>
        <source>Item text with the annotator&apos;s spans</source>
        <translation>条目文本及标注员的片段</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Spans to decide</source>
        <translation>待决定的片段</translation>
    </message>
    <message>
        <source>Comment — required to reject a span or ask for a change</source>
        <translation>评论 — 拒绝片段或要求修改时必填</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Accept item</source>
        <translation>接受条目</translation>
    </message>
    <message>
        <source>Return item for amendment…</source>
        <translation>退回条目以修改…</translation>
    </message>
    <message>
        <source>Next span</source>
        <translation>下一个片段</translation>
    </message>
    <message>
        <source>Previous span</source>
        <translation>上一个片段</translation>
    </message>
    <message>
        <source>Why reject this span? Enter to confirm, Esc to cancel</source>
        <translation>为什么拒绝此片段？按 Enter 确认，按 Esc 取消</translation>
    </message>
    <message>
        <source>What should change? Enter to confirm, Esc to cancel</source>
        <translation>应该修改什么？按 Enter 确认，按 Esc 取消</translation>
    </message>
    <message>
        <source>Return for Amendment</source>
        <translation>退回修改</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未决定</translation>
    </message>
    <message>
        <source>✓ accepted</source>
        <translation>✓ 已接受</translation>
    </message>
    <message>
        <source>✗ rejected</source>
        <translation>✗ 已拒绝</translation>
    </message>
    <message>
        <source>needs change</source>
        <translation>需要修改</translation>
    </message>
    <message>
        <source>amended: decide again</source>
        <translation>已修改：请重新决定</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>已删除：%1</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>更改（%1）</translation>
    </message>
    <message>
        <source>%1 · by %2 · submission %3 · %4</source>
        <translation>%1 · 由 %2 标注 · 第 %3 次提交 · %4</translation>
    </message>
    <message>
        <source>claimed by %1: read only</source>
        <translation>已被 %1 领取：只读</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>edited: %1</source>
        <translation>已编辑：%1</translation>
    </message>
    <message>
        <source>The whole item</source>
        <translation>整个条目</translation>
    </message>
    <message>
        <source>Rel&amp;ease</source>
        <translation>释放(&amp;E)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>审核</translation>
    </message>
    <message>
        <source>One annotator&apos;s spans to decide. J and K move, A accepts, R rejects, N asks for a change, C comments; Ctrl+Return accepts the item, Ctrl+Shift+R returns it.</source>
        <translation>待决定的某位标注员的片段。J 和 K 移动，A 接受，R 拒绝，N 要求修改，C 评论；Ctrl+Return 接受条目，Ctrl+Shift+R 退回条目。</translation>
    </message>
    <message>
        <source>What should %1 amend? They see this beside the item. Ctrl+Return sends.</source>
        <translation>%1 应修改什么？对方会在条目旁看到此内容。按 Ctrl+Return 发送。</translation>
    </message>
    <message>
        <source>Reason for returning</source>
        <translation>退回原因</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>What changed since the last review</source>
        <translation>自上次审阅以来的改动</translation>
    </message>
</context>
<context>
    <name>Errata::ServerActions</name>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>Sign In with a &amp;Password…</source>
        <translation>使用密码登录(&amp;P)…</translation>
    </message>
    <message>
        <source>Sign in to the project %1 on this computer as %2.</source>
        <translation>以 %2 身份登录本机上的项目 %1。</translation>
    </message>
    <message>
        <source>Sign in to the project %1 on %2 as %3.</source>
        <translation>以 %3 身份登录 %2 上的项目 %1。</translation>
    </message>
    <message>
        <source>The server did not accept that password. Try again.</source>
        <translation>服务器未接受该密码，请重试。</translation>
    </message>
    <message>
        <source>The server asks for your password.</source>
        <translation>服务器要求输入您的密码。</translation>
    </message>
    <message>
        <source>Sign in with your password.</source>
        <translation>请使用您的密码登录。</translation>
    </message>
</context>
<context>
    <name>Errata::SettingsRepository</name>
    <message>
        <source>change the project&apos;s settings</source>
        <translation>更改项目设置</translation>
    </message>
    <message>
        <source>The instructions are %1 characters long; at most %2 are allowed.</source>
        <translation>说明长 %1 个字符；最多允许 %2 个。</translation>
    </message>
    <message>
        <source>The limit of errors per text must be a whole number, 1 or more, not &quot;%1&quot;.</source>
        <translation>每篇文本的错误上限必须是不小于 1 的整数，而不是“%1”。</translation>
    </message>
</context>
<context>
    <name>Errata::ShortcutsPage</name>
    <message>
        <source>&amp;Clear</source>
        <translation>清除(&amp;C)</translation>
    </message>
    <message>
        <source>Reset to &amp;Default</source>
        <translation>恢复默认(&amp;D)</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Commands and their shortcuts</source>
        <translation>命令及其快捷键</translation>
    </message>
    <message>
        <source>Shortcut of the selected command</source>
        <translation>所选命令的快捷键</translation>
    </message>
    <message>
        <source>Shortcut:</source>
        <translation>快捷键：</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>全部恢复(&amp;A)</translation>
    </message>
    <message>
        <source>%1 is used by: %2</source>
        <translation>%1 被以下命令使用：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Conflicts — a key can start only one command:
%1</source>
        <translation>冲突——一个按键只能触发一个命令：
%1</translation>
    </message>
    <message>
        <source>Shared with another command</source>
        <translation>与另一个命令共用</translation>
    </message>
</context>
<context>
    <name>Errata::SignificancePage</name>
    <message>
        <source>Systems ranked, with their clusters</source>
        <translation>系统排名及其分组</translation>
    </message>
    <message>
        <source>Every pair of systems</source>
        <translation>每一对系统</translation>
    </message>
    <message>
        <source>Raters</source>
        <translation>评分者</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>导出数字 (CSV)(&amp;U)…</translation>
    </message>
    <message>
        <source>M&amp;easure:</source>
        <translation>度量(&amp;E)：</translation>
    </message>
    <message>
        <source>S&amp;ystems in:</source>
        <translation>系统字段(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Paired by:</source>
        <translation>配对依据(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>检验(&amp;T)：</translation>
    </message>
    <message>
        <source>trials: </source>
        <translation>试验次数：</translation>
    </message>
    <message>
        <source>seed: </source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>&amp;z-scores per rater</source>
        <translation>按评分者计算 z 分数(&amp;Z)</translation>
    </message>
    <message>
        <source>Testing every pair of systems…</source>
        <translation>正在检验每一对系统…</translation>
    </message>
</context>
<context>
    <name>Errata::SpanEditor</name>
    <message>
        <source>Find a type…</source>
        <translation>查找错误类型…</translation>
    </message>
    <message>
        <source>Error types</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Correction:</source>
        <translation>修改建议：</translation>
    </message>
    <message>
        <source>empty = delete the span&apos;s text</source>
        <translation>留空 = 删除该片段的文本</translation>
    </message>
    <message>
        <source>Why is this an error?</source>
        <translation>为什么这是错误？</translation>
    </message>
    <message>
        <source>Remove links</source>
        <translation>移除关联</translation>
    </message>
    <message>
        <source>Delete span</source>
        <translation>删除片段</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>严重程度：</translation>
    </message>
    <message>
        <source>Rationale:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Change type to %1</source>
        <translation>将错误类型改为 %1</translation>
    </message>
    <message>
        <source>Change severity</source>
        <translation>更改严重程度</translation>
    </message>
    <message>
        <source>Link span</source>
        <translation>关联片段</translation>
    </message>
    <message>
        <source>Edit rationale</source>
        <translation>编辑理由</translation>
    </message>
    <message>
        <source>Edit correction</source>
        <translation>编辑修改建议</translation>
    </message>
    <message>
        <source>No item open.</source>
        <translation>未打开任何条目。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Span %1 of %2&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;片段 %1 / %2&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;New span&lt;/b&gt; %1 — choose its type (click or press its key).</source>
        <translation>&lt;b&gt;新片段&lt;/b&gt; %1——请选择其错误类型（点击或按对应按键）。</translation>
    </message>
    <message>
        <source>Select text to mark a span, or click a span to edit it.</source>
        <translation>选中文本以标注片段，或点击片段进行编辑。</translation>
    </message>
    <message>
        <source>Antecedent: %1</source>
        <translation>先行片段：%1</translation>
    </message>
    <message>
        <source>Associated: %1</source>
        <translation>关联片段：%1</translation>
    </message>
    <message>
        <source>&lt;i&gt;Draft — before submitting, add %1.&lt;/i&gt;</source>
        <translation>&lt;i&gt;草稿——提交前请补充%1。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Find an error type</source>
        <translation>查找错误类型</translation>
    </message>
    <message>
        <source>Span editor</source>
        <translation>片段编辑器</translation>
    </message>
    <message>
        <source>Type, severity, correction, rationale and links of the selected span</source>
        <translation>所选片段的类型、严重程度、修改建议、理由和关联</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>修改建议</translation>
    </message>
    <message>
        <source>Pick lin&amp;k…</source>
        <translation>选择关联(&amp;K)…</translation>
    </message>
    <message>
        <source>Definition of the type</source>
        <translation>类型定义</translation>
    </message>
    <message>
        <source>Corrected sentence</source>
        <translation>更正后的句子</translation>
    </message>
    <message>
        <source>With a correction, the corrected sentence shows here.</source>
        <translation>填写更正后，这里显示更正后的句子。</translation>
    </message>
    <message>
        <source>A word inside a span: double-click it, drag from it onto the next, or click it and press Ctrl+Shift+→.</source>
        <translation>标记片段内的某个词：双击它、从它拖到下一个词，或单击它后按 Ctrl+Shift+→。</translation>
    </message>
</context>
<context>
    <name>Errata::SpanRecordPanel</name>
    <message>
        <source>Span record</source>
        <translation>片段记录</translation>
    </message>
    <message>
        <source>Select a span to see its whole record here.</source>
        <translation>选择一个片段，在此查看其完整记录。</translation>
    </message>
    <message>
        <source>The whole item:</source>
        <translation>整个条目：</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n 个片段</numerusform>
        </translation>
    </message>
    <message>
        <source>Time on the item:</source>
        <translation>在该条目上用时：</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>严重程度：</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Marked in the prompt:</source>
        <translation>在提示中标出：</translation>
    </message>
    <message>
        <source>Marked:</source>
        <translation>标出：</translation>
    </message>
    <message>
        <source>Rationale:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>delete the marked text</source>
        <translation>删除标出的文本</translation>
    </message>
    <message>
        <source>Correction:</source>
        <translation>修改建议：</translation>
    </message>
    <message>
        <source>Corrected sentence:</source>
        <translation>修改后的句子：</translation>
    </message>
    <message>
        <source>Antecedent:</source>
        <translation>先行片段：</translation>
    </message>
    <message>
        <source>Associated span:</source>
        <translation>关联片段：</translation>
    </message>
    <message>
        <source>Marked at:</source>
        <translation>标出时间：</translation>
    </message>
    <message>
        <source>Last changed:</source>
        <translation>最后修改：</translation>
    </message>
    <message>
        <source>suggested by %1 and kept as it was</source>
        <translation>由 %1 建议，原样保留</translation>
    </message>
    <message>
        <source>suggested by %1, then edited: %2</source>
        <translation>由 %1 建议，随后修改：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>marked by the annotator</source>
        <translation>由标注者标记</translation>
    </message>
</context>
<context>
    <name>Errata::SpanRepository</name>
    <message>
        <source>Could not save the span.</source>
        <translation>无法保存片段。</translation>
    </message>
    <message>
        <source>Could not save the spans.</source>
        <translation>无法保存这些片段。</translation>
    </message>
</context>
<context>
    <name>Errata::SpanTextView</name>
    <message>
        <source>Prompt — written by a person; context, not annotated</source>
        <translation>提示——由人撰写；仅作上下文，不参与标注</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成文本</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Generated text with marked spans</source>
        <translation>带有已标注片段的生成文本</translation>
    </message>
    <message>
        <source>unnamed span</source>
        <translation>未命名片段</translation>
    </message>
    <message>
        <source>No span here</source>
        <translation>此处没有片段</translation>
    </message>
    <message>
        <source>Span here: %1</source>
        <translation>此处的片段：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n spans here: %1</source>
        <translation>
            <numerusform>此处有 %n 个片段：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected span: %1 — “%2”</source>
        <translation>选中的片段：%1 —“%2”</translation>
    </message>
    <message>
        <source>Source — errors are marked here too</source>
        <translation>原文——此处也标注错误</translation>
    </message>
</context>
<context>
    <name>Errata::StorageError</name>
    <message>
        <source>no reason was given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>no reason was given (SQLite result code %1)</source>
        <translation>未给出原因（SQLite 结果代码 %1）</translation>
    </message>
</context>
<context>
    <name>Errata::StudyPanel</name>
    <message>
        <source>Instructions</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Progress: items × annotators</source>
        <translation>进度：条目 × 标注员</translation>
    </message>
    <message>
        <source>Progress matrix</source>
        <translation>进度矩阵</translation>
    </message>
    <message>
        <source>People</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>在职</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>People of the study</source>
        <translation>研究人员</translation>
    </message>
    <message>
        <source>Name of a new person</source>
        <translation>新人员的姓名</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>审核员</translation>
    </message>
    <message>
        <source>Coordinator</source>
        <translation>协调员</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>添加(&amp;D)</translation>
    </message>
    <message>
        <source>Dea&amp;ctivate / Activate</source>
        <translation>停用/启用(&amp;C)</translation>
    </message>
    <message>
        <source>A deactivated person keeps their work and gets no new items</source>
        <translation>停用的人员保留其工作，但不再获得新条目</translation>
    </message>
    <message>
        <source>Assignment planner</source>
        <translation>分配规划</translation>
    </message>
    <message>
        <source>Annotators per &amp;item:</source>
        <translation>每个条目的标注员数(&amp;I)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>随机种子(&amp;E)：</translation>
    </message>
    <message>
        <source>Only items where (&amp;key=value):</source>
        <translation>仅限条目（&amp;键=值）：</translation>
    </message>
    <message>
        <source>P&amp;review</source>
        <translation>预览(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Make Assignments</source>
        <translation>创建分配(&amp;M)</translation>
    </message>
    <message>
        <source>Writes the previewed plan</source>
        <translation>写入预览中的方案</translation>
    </message>
    <message>
        <source>Has</source>
        <translation>已有</translation>
    </message>
    <message>
        <source>New</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Load after</source>
        <translation>之后的工作量</translation>
    </message>
    <message>
        <source>Plan preview</source>
        <translation>方案预览</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>There is already a person called &quot;%1&quot;.</source>
        <translation>已有名为“%1”的人员。</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>已添加 %1。</translation>
    </message>
    <message>
        <source>%1 is deactivated: their work stays, they get no new items.</source>
        <translation>%1 已停用：其工作保留，不再获得新条目。</translation>
    </message>
    <message>
        <source>%1 is active again.</source>
        <translation>%1 已重新启用。</translation>
    </message>
    <message>
        <source>Every item already has its annotators: nothing to add.</source>
        <translation>每个条目都已有足够的标注员：无需添加。</translation>
    </message>
    <message numerus="yes">
        <source>%n new assignment(s); nothing is written until you make the assignments.</source>
        <translation>
            <numerusform>%n 个新分配；在创建分配之前不会写入任何内容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assigned: %n new assignment(s).</source>
        <translation>
            <numerusform>已分配：%n 个新分配。</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. model=gpt2</source>
        <translation>例如 model=gpt2</translation>
    </message>
    <message>
        <source>Add Te&amp;xts…</source>
        <translation>添加文本(&amp;X)…</translation>
    </message>
    <message>
        <source>Texts to annotate from a CSV, JSONL or text file, with a preview</source>
        <translation>从 CSV、JSONL 或文本文件添加待标注文本，附预览</translation>
    </message>
    <message>
        <source>No items yet: Add Texts… reads them from a CSV, JSONL or text file.</source>
        <translation>尚无条目：“添加文本…”可从 CSV、JSONL 或文本文件读取。</translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s).</source>
        <translation>
            <numerusform>已添加 %n 个文本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>培训</translation>
    </message>
    <message>
        <source>Metadata keys annotators never see in a blind project (comma list; &quot;none&quot; hides nothing; empty restores the defaults). Press Enter to save.</source>
        <translation>盲评项目中标注员永远看不到的元数据键（逗号分隔；“none”表示不隐藏；留空则恢复默认）。按回车保存。</translation>
    </message>
    <message>
        <source>Hidden from annotators:</source>
        <translation>对标注员隐藏：</translation>
    </message>
    <message>
        <source>Hidden from annotators: %1.</source>
        <translation>对标注员隐藏：%1。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>未纳入：%1。</translation>
    </message>
</context>
<context>
    <name>Errata::SuggestionBar</name>
    <message>
        <source>Suggestions</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>In text order</source>
        <translation>按文本顺序</translation>
    </message>
    <message>
        <source>Most confident first</source>
        <translation>置信度最高的在前</translation>
    </message>
    <message>
        <source>Least confident first</source>
        <translation>置信度最低的在前</translation>
    </message>
    <message>
        <source>Order of suggestions</source>
        <translation>建议的顺序</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>Accept and Edit</source>
        <translation>接受并修改</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Make it your span as it is (Insert)</source>
        <translation>原样作为你的片段（Insert）</translation>
    </message>
    <message>
        <source>Make it your span and change it in the editor (Ctrl+Insert)</source>
        <translation>作为你的片段并在编辑器中修改（Ctrl+Insert）</translation>
    </message>
    <message>
        <source>Not an error, or not this one (Delete)</source>
        <translation>不是错误，或不是这个错误（Delete）</translation>
    </message>
    <message>
        <source>The next undecided suggestion (F8; Shift+F8 goes back)</source>
        <translation>下一个未决定的建议（F8；Shift+F8 返回）</translation>
    </message>
    <message>
        <source>Next suggestion</source>
        <translation>下一个建议</translation>
    </message>
    <message>
        <source>Previous suggestion</source>
        <translation>上一个建议</translation>
    </message>
    <message>
        <source>Accept suggestion</source>
        <translation>接受建议</translation>
    </message>
    <message>
        <source>Accept suggestion and edit it</source>
        <translation>接受建议并修改</translation>
    </message>
    <message>
        <source>No suggestion is left undecided on this item.</source>
        <translation>此条目上没有未决定的建议了。</translation>
    </message>
    <message>
        <source>The suggestion is decided</source>
        <translation>该建议已决定</translation>
    </message>
    <message>
        <source>All %1 suggestions decided</source>
        <translation>全部 %1 条建议均已决定</translation>
    </message>
    <message>
        <source>What you accepted is yours now and can be edited like any span; Ctrl+Z takes a decision back.</source>
        <translation>你接受的内容现在属于你，可以像其他片段一样修改；Ctrl+Z 可撤销决定。</translation>
    </message>
    <message>
        <source>1 suggestion to decide</source>
        <translation>1 条建议待决定</translation>
    </message>
    <message>
        <source>%1 suggestions to decide</source>
        <translation>%1 条建议待决定</translation>
    </message>
    <message>
        <source>Dashed outlines in the text. Press F8 to go to the first, or click one.</source>
        <translation>文本中的虚线轮廓。按 F8 跳到第一条，或点击其中一条。</translation>
    </message>
    <message>
        <source>Suggestion %1 of %2</source>
        <translation>第 %1 条建议，共 %2 条</translation>
    </message>
    <message>
        <source>severity: %1</source>
        <translation>严重程度：%1</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>置信度 %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>from a system</source>
        <translation>来自某个系统</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <source>Suggestion, not yours until accepted</source>
        <translation>建议：接受之前不属于你</translation>
    </message>
</context>
<context>
    <name>Errata::SuggestionQueue</name>
    <message numerus="yes">
        <source>%n suggestion(s) are still undecided. They will not count as your spans; accept or reject each to say what you think of it. Submit anyway?</source>
        <translation>
            <numerusform>还有 %n 条建议未决定。它们不算作你的片段；请逐条接受或拒绝以表明你的判断。仍要提交吗？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::SuggestionTableModel</name>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>提供</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>修改</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未决定</translation>
    </message>
    <message>
        <source>Added (own)</source>
        <translation>新增（自己的）</translation>
    </message>
    <message>
        <source>Fields edited</source>
        <translation>修改的字段</translation>
    </message>
    <message>
        <source>Per item, with</source>
        <translation>每条目（有建议）</translation>
    </message>
    <message>
        <source>Per item, without</source>
        <translation>每条目（无建议）</translation>
    </message>
</context>
<context>
    <name>Errata::SystemScorePage</name>
    <message>
        <source>&lt;p&gt;This project has no system predictions yet.&lt;/p&gt;&lt;p&gt;Bring a model&apos;s or metric&apos;s error spans in with&lt;br&gt;&lt;tt&gt;errata-cli predictions import PROJECT --system NAME --format jsonl FILE&lt;/tt&gt;&lt;br&gt;(docs/formats.md, &quot;Predictions&quot;); they are scored here against the people&apos;s spans.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此项目还没有系统预测。&lt;/p&gt;&lt;p&gt;用&lt;br&gt;&lt;tt&gt;errata-cli predictions import 项目 --system 名称 --format jsonl 文件&lt;/tt&gt;&lt;br&gt;（docs/formats.md，“Predictions”）导入模型或指标的错误片段；它们在此与人工标注的片段比较评分。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>系统(&amp;S)：</translation>
    </message>
    <message>
        <source>Refere&amp;nce:</source>
        <translation>参照(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>单位(&amp;U)：</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>层级(&amp;V)：</translation>
    </message>
    <message>
        <source>B&amp;ars show:</source>
        <translation>柱状图显示(&amp;A)：</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>System scores per type</source>
        <translation>各类型的系统得分</translation>
    </message>
    <message>
        <source>E&amp;xport Figure (PNG)…</source>
        <translation>导出图(PNG)(&amp;X)…</translation>
    </message>
    <message>
        <source>Export as SV&amp;G…</source>
        <translation>导出为 SVG(&amp;G)…</translation>
    </message>
    <message>
        <source>Export Sc&amp;ores (CSV)…</source>
        <translation>导出得分(CSV)(&amp;O)…</translation>
    </message>
    <message>
        <source>Union of the annotators</source>
        <translation>标注者的并集</translation>
    </message>
    <message>
        <source>Majority (at least 2)</source>
        <translation>多数（至少 2 人）</translation>
    </message>
    <message>
        <source>Gold layer</source>
        <translation>金标准层</translation>
    </message>
    <message>
        <source>Scoring %1…</source>
        <translation>正在为 %1 评分…</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>the union of the annotators&apos; spans</source>
        <translation>标注者片段的并集</translation>
    </message>
    <message>
        <source>the spans at least 2 annotators share</source>
        <translation>至少 2 名标注者共有的片段</translation>
    </message>
    <message>
        <source>the gold layer</source>
        <translation>金标准层</translation>
    </message>
    <message>
        <source>one annotator&apos;s spans</source>
        <translation>一名标注者的片段</translation>
    </message>
    <message>
        <source>%1 against %2, per %3, over %4 items; 95% bootstrap intervals over items. Human (mean): each annotator against the others, averaged.</source>
        <translation>%1 对比 %2，按%3计，共 %4 个条目；95% 区间由对条目的自助法得出。人类（均值）：每名标注者对比其他标注者，取平均。</translation>
    </message>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>character</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>%1 of the items people finished have no %2 layer and are not scored.</source>
        <translation>人工已完成的条目中有 %1 个没有 %2 层，未计入评分。</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>P 95%</source>
        <translation>P 95%</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>R 95%</source>
        <translation>R 95%</translation>
    </message>
    <message>
        <source>F1 95%</source>
        <translation>F1 95%</translation>
    </message>
    <message>
        <source>Human P</source>
        <translation>人类 P</translation>
    </message>
    <message>
        <source>Human R</source>
        <translation>人类 R</translation>
    </message>
    <message>
        <source>Human F1</source>
        <translation>人类 F1</translation>
    </message>
    <message>
        <source>Micro average</source>
        <translation>微平均</translation>
    </message>
    <message>
        <source>Macro average</source>
        <translation>宏平均</translation>
    </message>
    <message>
        <source>Any error</source>
        <translation>任意错误</translation>
    </message>
    <message>
        <source>Error group</source>
        <translation>错误组</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>%1 of %2 (whiskers: 95% intervals)</source>
        <translation>%2 的 %1（须线：95% 区间）</translation>
    </message>
</context>
<context>
    <name>Errata::TaxonomyFileDialog</name>
    <message>
        <source>Taxonomy File</source>
        <translation>分类体系文件</translation>
    </message>
    <message>
        <source>Taxonomy JSON</source>
        <translation>分类体系 JSON</translation>
    </message>
    <message>
        <source>Problems in the taxonomy file</source>
        <translation>分类体系文件中的问题</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Taxonomy File — %1</source>
        <translation>分类体系文件 — %1</translation>
    </message>
    <message>
        <source>Line %1: </source>
        <translation>第 %1 行：</translation>
    </message>
    <message numerus="yes">
        <source>Valid: “%1”, %n error type(s) to choose from.</source>
        <translation>
            <numerusform>有效：“%1”，共有 %n 种错误类型可供选择。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); the taxonomy cannot be used until they are fixed.</source>
        <translation>
            <numerusform>%n 个问题；修复之前无法使用该分类体系。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: the taxonomy has problems, or no file was opened.</source>
        <translation>未保存：分类体系存在问题，或未打开任何文件。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>Errata::TaxonomyRepository</name>
    <message>
        <source>This project already has a taxonomy.</source>
        <translation>该项目已有分类体系。</translation>
    </message>
    <message>
        <source>Could not save the taxonomy.</source>
        <translation>无法保存分类体系。</translation>
    </message>
    <message>
        <source>This project has no taxonomy.</source>
        <translation>该项目没有分类体系。</translation>
    </message>
    <message>
        <source>The project&apos;s taxonomy is invalid: %1</source>
        <translation>项目的分类体系无效：%1</translation>
    </message>
</context>
<context>
    <name>Errata::TextImportDialog</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Code language</source>
        <translation>代码语言</translation>
    </message>
    <message>
        <source>Metadata “%1”</source>
        <translation>元数据“%1”</translation>
    </message>
    <message>
        <source>Leave out</source>
        <translation>不导入</translation>
    </message>
    <message>
        <source>Column %1 becomes</source>
        <translation>第 %1 列对应</translation>
    </message>
    <message>
        <source>&amp;Add Texts</source>
        <translation>添加文本(&amp;A)</translation>
    </message>
    <message>
        <source>Add Texts</source>
        <translation>添加文本</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Preview of the first rows, with what each column becomes</source>
        <translation>前几行的预览，以及每列对应的内容</translation>
    </message>
    <message>
        <source>The first rows, and what each column becomes:</source>
        <translation>前几行，以及每列对应的内容：</translation>
    </message>
    <message>
        <source>Texts to Annotate</source>
        <translation>待标注文本</translation>
    </message>
    <message>
        <source>Texts (*.csv *.jsonl *.txt)</source>
        <translation>文本 (*.csv *.jsonl *.txt)</translation>
    </message>
    <message>
        <source>Becomes</source>
        <translation>对应</translation>
    </message>
    <message>
        <source>Check what each column becomes, then add the texts. Nothing is added until then.</source>
        <translation>请检查每列对应的内容，然后添加文本。在此之前不会添加任何内容。</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>未添加任何内容。</translation>
    </message>
    <message>
        <source>Added %1 new text(s); %2 were already in the project.</source>
        <translation>已添加 %1 个新文本；%2 个已在项目中。</translation>
    </message>
    <message>
        <source>A .csv, .jsonl or .txt file: type its path, or Browse…</source>
        <translation>.csv、.jsonl 或 .txt 文件：输入路径，或点“浏览…”</translation>
    </message>
    <message>
        <source>File of texts</source>
        <translation>文本文件</translation>
    </message>
</context>
<context>
    <name>Errata::TrackList</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Mov&amp;e Down</source>
        <translation>下移(&amp;E)</translation>
    </message>
    <message>
        <source>Fol&amp;d</source>
        <translation>折叠(&amp;D)</translation>
    </message>
    <message>
        <source>Annotators shown</source>
        <translation>显示的标注员</translation>
    </message>
    <message>
        <source>Check to show a layer; double-click to show it alone; drag to reorder the tracks</source>
        <translation>勾选以显示一层；双击只显示该层；拖动以调整轨道顺序</translation>
    </message>
    <message>
        <source>Keep the track as a thin band without its spans (or click its name beside the text)</source>
        <translation>将该轨道保留为不显示片段的细条（或点击文本旁的名字）</translation>
    </message>
    <message>
        <source>1 span</source>
        <translation>1 个片段</translation>
    </message>
    <message>
        <source>%1 spans</source>
        <translation>%1 个片段</translation>
    </message>
    <message>
        <source>%1 (%2, folded)</source>
        <translation>%1（%2，已折叠）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Unfol&amp;d</source>
        <translation>展开(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Errata::TrainingPanel</name>
    <message>
        <source>Span match</source>
        <translation>片段匹配</translation>
    </message>
    <message>
        <source>Training items</source>
        <translation>训练条目</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Reference spans</source>
        <translation>参考片段</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Item id, e.g. demo-03</source>
        <translation>条目 ID，例如 demo-03</translation>
    </message>
    <message>
        <source>Practice (answer shown after submit)</source>
        <translation>练习（提交后显示答案）</translation>
    </message>
    <message>
        <source>Why the answer is what it is (practice items)</source>
        <translation>答案为何如此（练习条目）</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>The item&apos;s gold layer is its reference answer</source>
        <translation>条目的金标准层即其参考答案</translation>
    </message>
    <message>
        <source>&amp;Unmark Selected</source>
        <translation>取消标记所选(&amp;U)</translation>
    </message>
    <message>
        <source>Item:</source>
        <translation>条目：</translation>
    </message>
    <message>
        <source>Ki&amp;nd:</source>
        <translation>类型(&amp;N)：</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>解释：</translation>
    </message>
    <message>
        <source>Qualification</source>
        <translation>资格认证</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>评分方案</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>及格分</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>已通过</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Qualification scores</source>
        <translation>资格评分</translation>
    </message>
    <message>
        <source>Half of each span shared</source>
        <translation>每个片段至少一半重合</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>Any overlap</source>
        <translation>任意重叠</translation>
    </message>
    <message>
        <source>scheme&apos;s own</source>
        <translation>按方案默认</translation>
    </message>
    <message>
        <source>Score Everyone</source>
        <translation>为所有人评分</translation>
    </message>
    <message>
        <source>Scores every annotator who has handed in all training items and records the result</source>
        <translation>为已提交全部训练条目的每位标注员评分并记录结果</translation>
    </message>
    <message>
        <source>Scheme:</source>
        <translation>方案：</translation>
    </message>
    <message>
        <source>Spans match when:</source>
        <translation>片段匹配条件：</translation>
    </message>
    <message>
        <source>Pass mark:</source>
        <translation>及格线：</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>not scored yet</source>
        <translation>尚未评分</translation>
    </message>
    <message>
        <source>erroneous?</source>
        <translation>是否有错？</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>types</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>There is no item &quot;%1&quot; in this project.</source>
        <translation>本项目中没有条目“%1”。</translation>
    </message>
    <message>
        <source>%1 is a %2 item; its reference answer is the gold layer (edit it in the Gold view).</source>
        <translation>%1 现为“%2”条目；其参考答案为金标准层（在金标准视图中编辑）。</translation>
    </message>
    <message>
        <source>%1 is an ordinary item again.</source>
        <translation>%1 又是普通条目了。</translation>
    </message>
    <message numerus="yes">
        <source>Scored %n annotator(s).</source>
        <translation>
            <numerusform>已为 %n 位标注员评分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scored %n annotator(s); not yet handed in all training items: %1.</source>
        <translation>
            <numerusform>已为 %n 位标注员评分；尚未提交全部训练条目：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Real work only after a pass</source>
        <translation>通过后才分配正式任务</translation>
    </message>
    <message>
        <source>The planner and errata-cli assign give items only to people whose newest qualification result passed, and name the others</source>
        <translation>分配计划和 errata-cli assign 只把条目分给最新资格结果为通过的人，并列出其他人</translation>
    </message>
    <message>
        <source>Real work now waits for a passed qualification; the planner names who is left out.</source>
        <translation>正式任务现在需要先通过资格测试；分配计划会列出未纳入的人员。</translation>
    </message>
    <message>
        <source>Real work no longer waits for a qualification.</source>
        <translation>正式任务不再需要先通过资格测试。</translation>
    </message>
</context>
<context>
    <name>Errata::WelcomeDialog</name>
    <message>
        <source>Welcome to Errata</source>
        <translation>欢迎使用 Errata</translation>
    </message>
    <message>
        <source>&amp;Open the demo project</source>
        <translation>打开演示项目(&amp;O)</translation>
    </message>
    <message>
        <source>Twelve generated paragraphs, ten annotators&apos; layers, items in every review state.</source>
        <translation>十二段生成文本，十位标注员的标注层，各审核状态的条目一应俱全。</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>Start an empty project with the Scarecrow, TGEA or MQM taxonomy.</source>
        <translation>使用 Scarecrow、TGEA 或 MQM 分类体系新建一个空项目。</translation>
    </message>
    <message>
        <source>O&amp;pen project…</source>
        <translation>打开项目(&amp;P)…</translation>
    </message>
    <message>
        <source>Open an existing .errata file.</source>
        <translation>打开已有的 .errata 文件。</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Errata&lt;/h2&gt;&lt;p&gt;Mark, review and analyse errors in machine-generated text. Each project is one file on your computer, or a team&apos;s PostgreSQL server.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Errata&lt;/h2&gt;&lt;p&gt;标注、审核和分析机器生成文本中的错误。每个项目是您电脑上的一个文件，或团队的 PostgreSQL 服务器。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Connect to server…</source>
        <translation>连接到服务器(&amp;C)…</translation>
    </message>
    <message>
        <source>Open your team&apos;s project on its PostgreSQL server, as yourself.</source>
        <translation>以您自己的身份打开团队在 PostgreSQL 服务器上的项目。</translation>
    </message>
</context>
<context>
    <name>Errata::WhoAreYouDialog</name>
    <message>
        <source>Who are you?</source>
        <translation>您是哪位？</translation>
    </message>
    <message>
        <source>Choose yourself among the people of this project. Errata shows you the work of your role and records your name on what you do.</source>
        <translation>请在本项目的人员中选择您自己。Errata 会显示您所担任角色的工作，并在您的每项操作上记录您的姓名。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Act as:</source>
        <translation>担任角色：</translation>
    </message>
    <message>
        <source>A project file on your own disk cannot enforce roles: whoever can open it can act as anyone in it. A study that needs blindness enforced runs on a team server, where everyone signs in as themselves (docs/server.md).</source>
        <translation>你自己磁盘上的项目文件无法强制执行角色：能打开它的人可以以其中任何人的身份操作。需要强制盲评的研究应在团队服务器上进行，每个人都以自己的身份登录（docs/server.md）。</translation>
    </message>
    <message>
        <source>Full name, as the coordinator entered it</source>
        <translation>全名，与协调者录入的一致</translation>
    </message>
    <message>
        <source>Someone &amp;else:</source>
        <translation>其他人(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>ErrataJsonl</name>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>has the wrong type</source>
        <translation>类型错误</translation>
    </message>
    <message>
        <source>must be a whole number, 0 or more</source>
        <translation>必须是大于或等于 0 的整数</translation>
    </message>
    <message>
        <source>is not an ISO 8601 time</source>
        <translation>不是 ISO 8601 时间</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>未知值 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>[%1, %2) does not fit the %3 (%4 code points)</source>
        <translation>[%1, %2) 超出了 %3 的范围（%4 个码位）</translation>
    </message>
    <message>
        <source>is not &quot;errata-jsonl&quot;</source>
        <translation>不是 &quot;errata-jsonl&quot;</translation>
    </message>
    <message>
        <source>is newer than this Errata reads (%1); update Errata</source>
        <translation>高于当前 Errata 能读取的版本（%1）；请升级 Errata</translation>
    </message>
    <message>
        <source>must be &quot;code_point&quot;</source>
        <translation>必须是 &quot;code_point&quot;</translation>
    </message>
    <message>
        <source>invalid JSON at column %1: %2</source>
        <translation>第 %1 列处的 JSON 无效：%2</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>每条记录都必须是 JSON 对象</translation>
    </message>
    <message>
        <source>the first record must be the header</source>
        <translation>第一条记录必须是头记录</translation>
    </message>
    <message>
        <source>unknown record &quot;%1&quot;</source>
        <translation>未知记录类型 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is empty: an errata-jsonl file starts with a header record</source>
        <translation>为空：errata-jsonl 文件必须以头记录开始</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1</source>
        <translation>必须是 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>an accepted suggestion names its span, and only it does</source>
        <translation>只有已接受的建议才注明其片段，且必须注明</translation>
    </message>
</context>
<context>
    <name>ErrataJsonlStream</name>
    <message>
        <source>The export was cancelled.</source>
        <translation>导出已取消。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>ErrorTypeTable</name>
    <message>
        <source>Repetitive plot</source>
        <translation>情节重复</translation>
    </message>
    <message>
        <source>Unrelated events</source>
        <translation>事件无关</translation>
    </message>
    <message>
        <source>Conflicting logic</source>
        <translation>逻辑冲突</translation>
    </message>
    <message>
        <source>Chaotic scenes</source>
        <translation>场景混乱</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Reasonable stories</source>
        <translation>合理的故事</translation>
    </message>
    <message>
        <source>Stories of this type</source>
        <translation>该类型的故事</translation>
    </message>
    <message>
        <source>Point-biserial r</source>
        <translation>点二列相关 r</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
</context>
<context>
    <name>ExcludeCommand</name>
    <message>
        <source>exclude takes the project file and --person NAME with --reason TEXT (or --include to count them again), or --list.</source>
        <translation>exclude 需要项目文件和 --person NAME 加 --reason TEXT（或用 --include 重新计入），或 --list。</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>%2 中没有人员 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>%1 counts in the analyses again.</source>
        <translation>%1 重新计入分析。</translation>
    </message>
    <message>
        <source>%1 is excluded from the analyses: %2</source>
        <translation>%1 已被排除在分析之外：%2</translation>
    </message>
    <message>
        <source>At</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>By</source>
        <translation>执行人</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Format of the file:</source>
        <translation>文件格式：</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>正在导出 %1…</translation>
    </message>
    <message>
        <source>Cancelling… no file will be written.</source>
        <translation>正在取消… 不会写入任何文件。</translation>
    </message>
    <message numerus="yes">
        <source>%1 written: %n record(s).</source>
        <translation>
            <numerusform>已写入 %1：%n 条记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Benchmark Task</source>
        <translation>导出基准任务</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Folder for train, dev and test.jsonl</source>
        <translation>存放 train、dev 和 test.jsonl 的文件夹</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Written to %1: train.jsonl %2 rows, dev.jsonl %3, test.jsonl %4; %5 left out (docs/formats.md). The split (train:dev:test) is stored in the project as each text&apos;s metadata &quot;split&quot;.</source>
        <translation>已写入 %1：train.jsonl %2 行，dev.jsonl %3，test.jsonl %4；略去 %5（docs/formats.md）。划分（train:dev:test）已作为每个文本的元数据“split”保存在项目中。</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>%1: figures are written as .png or .svg.</source>
        <translation>%1：图表只能写为 .png 或 .svg。</translation>
    </message>
</context>
<context>
    <name>FormatsCommand</name>
    <message>
        <source>formats takes no arguments.</source>
        <translation>formats 不接受参数。</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>包含</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>%1, share of the row</source>
        <translation>%1，占行的比例</translation>
    </message>
    <message>
        <source>%1, share of the column</source>
        <translation>%1，占列的比例</translation>
    </message>
</context>
<context>
    <name>HeatmapFigure</name>
    <message>
        <source>%1 (total, grey scale)</source>
        <translation>%1（合计，灰度）</translation>
    </message>
    <message>
        <source>Under each column: items (annotations) behind it.</source>
        <translation>每列下方：该列所依据的条目数（标注数）。</translation>
    </message>
    <message>
        <source>Hatched: fewer than %1 items.</source>
        <translation>斜线阴影：少于 %1 个条目。</translation>
    </message>
</context>
<context>
    <name>HeatmapSpec</name>
    <message>
        <source>Error type group</source>
        <translation>错误类型组</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1（按 %2）</translation>
    </message>
    <message>
        <source>%1 of %2 by %3 and %4</source>
        <translation>%1 / %2（按 %3 和 %4）</translation>
    </message>
    <message>
        <source>%1, one grid per %2</source>
        <translation>%1，每个 %2 取值各一个网格</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source> (items where %1)</source>
        <translation>（%1 的条目）</translation>
    </message>
    <message>
        <source> (without %1)</source>
        <translation>（不含 %1）</translation>
    </message>
</context>
<context>
    <name>ImportActions</name>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Format of the files:</source>
        <translation>文件格式：</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>正在导入 %n 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling… the project stays as it was.</source>
        <translation>正在取消… 项目将保持原样。</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>未导入任何内容。

%1</translation>
    </message>
    <message>
        <source>Import Metric Scores</source>
        <translation>导入指标分数</translation>
    </message>
    <message>
        <source>Metric scores: item,metric,score (*.csv)</source>
        <translation>指标分数：item,metric,score (*.csv)</translation>
    </message>
    <message>
        <source>%1

Replace the stored scores with the files&apos; values?</source>
        <translation>%1

用文件中的值替换已保存的分数吗？</translation>
    </message>
    <message>
        <source>Metrics: %1. Scores read: %2; added %3, unchanged %4, replaced %5. The Corpus tab&apos;s Metrics page compares them with people.</source>
        <translation>指标：%1。读取分数：%2；新增 %3，未变 %4，替换 %5。语料标签页的“指标”页将其与人工判断比较。</translation>
    </message>
</context>
<context>
    <name>InstructionsCommand</name>
    <message>
        <source>instructions takes the project file (and --set FILE.md or --clear).</source>
        <translation>instructions 需要项目文件（以及 --set FILE.md 或 --clear）。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>The instructions are removed.</source>
        <translation>说明已移除。</translation>
    </message>
    <message>
        <source>The instructions are set.</source>
        <translation>说明已设置。</translation>
    </message>
</context>
<context>
    <name>ItemFileReader</name>
    <message>
        <source>no text: a &quot;text&quot; (or &quot;generation&quot;) value is required</source>
        <translation>没有文本：需要“text”（或“generation”）值</translation>
    </message>
    <message>
        <source>format must be plain, markdown or code, not &quot;%1&quot;</source>
        <translation>format 必须是 plain、markdown 或 code，而不是“%1”</translation>
    </message>
    <message>
        <source>a code item needs its &quot;code_language&quot;</source>
        <translation>代码条目需要“code_language”</translation>
    </message>
    <message>
        <source>invalid JSON at column %1: %2</source>
        <translation>第 %1 列处的 JSON 无效：%2</translation>
    </message>
    <message>
        <source>a line must be a JSON object</source>
        <translation>每行必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string or a number</source>
        <translation>“%1”必须是字符串或数字</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; appears twice with different text</source>
        <translation>条目“%1”出现两次且文本不同</translation>
    </message>
    <message>
        <source>the file is empty: a header row is required</source>
        <translation>文件为空：需要表头行</translation>
    </message>
    <message>
        <source>the header has no &quot;text&quot; (or &quot;generation&quot;) column</source>
        <translation>表头没有“text”（或“generation”）列</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <source>the file holds no text</source>
        <translation>文件中没有文本</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;: jsonl, csv or txt</source>
        <translation>未知格式“%1”：jsonl、csv 或 txt</translation>
    </message>
</context>
<context>
    <name>JobDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>JudgementCheck</name>
    <message>
        <source>Say whether the text contains errors.</source>
        <translation>请说明文本是否包含错误。</translation>
    </message>
    <message numerus="yes">
        <source>You said the text has no errors, but it has %n marked span(s): %1.</source>
        <translation>
            <numerusform>您认为文本没有错误，但其中有 %n 处标注：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>You said the text has errors: mark at least one.</source>
        <translation>您认为文本有错误：请至少标出一处。</translation>
    </message>
    <message>
        <source>Give the overall rating (1–5).</source>
        <translation>请给出总体评分（1–5）。</translation>
    </message>
    <message>
        <source>Say who you think wrote the text.</source>
        <translation>请说明您认为文本由谁撰写。</translation>
    </message>
    <message>
        <source>Answer the follow-up question: why did you select this rating?</source>
        <translation>请回答后续问题：您为什么选择这个评分？</translation>
    </message>
    <message>
        <source>Answer the follow-up question: what would make the text seem more human-like?</source>
        <translation>请回答后续问题：怎样修改会让文本更像人写的？</translation>
    </message>
    <message>
        <source>Give the overall score (0–100).</source>
        <translation>请给出总体分数（0–100）。</translation>
    </message>
    <message>
        <source>You scored the text %1 of 100 but marked no errors. Submit it without error spans?</source>
        <translation>你给这段文本打了 %1 分（满分 100），但没有标出任何错误。不标错误片段就提交吗？</translation>
    </message>
    <message>
        <source>You marked no errors in this text. Submit with no errors marked?</source>
        <translation>您没有在此文本中标记任何错误。在未标记错误的情况下提交？</translation>
    </message>
</context>
<context>
    <name>JudgementsCsvWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
</context>
<context>
    <name>LayerSpanF1</name>
    <message>
        <source>There is no system &quot;%1&quot; with predictions in the project.</source>
        <translation>项目中没有带预测的系统“%1”。</translation>
    </message>
    <message>
        <source>A layer is gold, system:NAME or a person&apos;s name; there is no person &quot;%1&quot;.</source>
        <translation>层可以是 gold、system:名称 或某人的名字；没有名为“%1”的人。</translation>
    </message>
</context>
<context>
    <name>LayerStatsCommands</name>
    <message>
        <source>span-f1 takes one project file, --reference LAYER and --layer LAYER (gold, system:NAME or a person&apos;s name), --unit token|char, --level 1|2, --where key=value.</source>
        <translation>span-f1 需要一个项目文件、--reference 层 和 --layer 层（gold、system:名称 或某人的名字）、--unit token|char、--level 1|2、--where 键=值。</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Ref. spans</source>
        <translation>参考片段</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>Exact P</source>
        <translation>精确 P</translation>
    </message>
    <message>
        <source>Exact R</source>
        <translation>精确 R</translation>
    </message>
    <message>
        <source>Exact F1</source>
        <translation>精确 F1</translation>
    </message>
    <message>
        <source>Overlap P</source>
        <translation>重叠 P</translation>
    </message>
    <message>
        <source>Overlap R</source>
        <translation>重叠 R</translation>
    </message>
    <message>
        <source>Overlap F1</source>
        <translation>重叠 F1</translation>
    </message>
    <message>
        <source>Soft P</source>
        <translation>软 P</translation>
    </message>
    <message>
        <source>Soft R</source>
        <translation>软 R</translation>
    </message>
    <message>
        <source>Soft F1</source>
        <translation>软 F1</translation>
    </message>
    <message>
        <source>Note: no item has both the %1 and the %2 layer, so nothing was compared.</source>
        <translation>注意：没有文本同时具有 %1 层和 %2 层，因此未作比较。</translation>
    </message>
    <message>
        <source>times takes one project file and --where key=value, -o BOXES.png|svg with --per item|word.</source>
        <translation>times 需要一个项目文件和 --where 键=值，以及 -o 箱线图.png|svg 与 --per item|word。</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Per</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean (s)</source>
        <translation>均值（秒）</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>条件 %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message numerus="yes">
        <source>Note: %n handed-in item(s) have no time recorded and are left out.</source>
        <translation>
            <numerusform>注意：%n 篇已提交的文本没有记录时间，未计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds per word</source>
        <translation>每词秒数</translation>
    </message>
    <message>
        <source>Seconds per item</source>
        <translation>每篇秒数</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>rationale-words takes one project file, --pairs, --top N (1 or more), --level 1|2, --where key=value and -o WORDS.png|svg.</source>
        <translation>rationale-words 需要一个项目文件、--pairs、--top N（1 或更大）、--level 1|2、--where 键=值 和 -o 词.png|svg。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n rationale(s))</source>
        <translation>
            <numerusform>%1（%n 条理由）</numerusform>
        </translation>
    </message>
    <message>
        <source>Most frequent word pairs of rationales, by type</source>
        <translation>各类型理由中最常见的词对</translation>
    </message>
    <message>
        <source>Most frequent words of rationales, by type</source>
        <translation>各类型理由中最常见的词</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <source>Rationales</source>
        <translation>理由数</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Word pair</source>
        <translation>词对</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>In rationales</source>
        <translation>出现于理由数</translation>
    </message>
</context>
<context>
    <name>LengthsCommand</name>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>Rationale length by type</source>
        <translation>各类型的理由长度</translation>
    </message>
    <message>
        <source>Span length by type</source>
        <translation>各类型的片段长度</translation>
    </message>
    <message>
        <source>Length (%1)</source>
        <translation>长度（%1）</translation>
    </message>
    <message>
        <source>lengths takes the project file, --of spans|rationales, --unit token|char and --level 1|2.</source>
        <translation>lengths 需要项目文件、--of spans|rationales、--unit token|char 和 --level 1|2。</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
</context>
<context>
    <name>LogCommand</name>
    <message>
        <source>log takes the project file, and --item ID, --person NAME, -o LOG.jsonl, --fast [--threshold S] or --set-fast S --as COORDINATOR.</source>
        <translation>log 需要项目文件，以及 --item ID、--person NAME、-o LOG.jsonl、--fast [--threshold S] 或 --set-fast S --as COORDINATOR。</translation>
    </message>
    <message>
        <source>There is nobody called &quot;%1&quot; in %2.</source>
        <translation>%2 中没有名为“%1”的人。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Written: %1 (action log entries: %2)</source>
        <translation>已写入：%1（操作日志条目：%2）</translation>
    </message>
    <message>
        <source>--threshold is a number of seconds per word, 0 or more.</source>
        <translation>--threshold 是每词的秒数，为 0 或更大。</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>词数</translation>
    </message>
    <message>
        <source>Seconds per word</source>
        <translation>每词秒数</translation>
    </message>
    <message>
        <source>Assignments handed in faster than %1 s per word: %2.</source>
        <translation>提交速度快于每词 %1 秒的分配：%2。</translation>
    </message>
    <message>
        <source>--set-fast is a number of seconds per word, 0 or more.</source>
        <translation>--set-fast 是每词的秒数，为 0 或更大。</translation>
    </message>
    <message>
        <source>Work handed in faster than %1 s per word is flagged in %2.</source>
        <translation>在 %2 中，提交速度快于每词 %1 秒的工作将被标记。</translation>
    </message>
</context>
<context>
    <name>MetricCommands</name>
    <message>
        <source>metrics takes import or list: errata-cli metrics import PROJECT FILE.csv…</source>
        <translation>metrics 需要 import 或 list：errata-cli metrics import 项目 文件.csv…</translation>
    </message>
    <message>
        <source>metrics import takes the project file and one or more CSV files.</source>
        <translation>metrics import 需要项目文件和一个或多个 CSV 文件。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Scores read</source>
        <translation>读取的分数</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>未改变</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>已替换</translation>
    </message>
    <message>
        <source>metrics list takes the project file.</source>
        <translation>metrics list 需要项目文件。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>correlate takes the project file and --metric NAME.</source>
        <translation>correlate 需要项目文件和 --metric 名称。</translation>
    </message>
    <message>
        <source>--human must be rating, esa, mqm, coverage or count, not &quot;%1&quot;.</source>
        <translation>--human 必须是 rating、esa、mqm、coverage 或 count，而不是“%1”。</translation>
    </message>
    <message>
        <source>--rounds and --seed take whole numbers.</source>
        <translation>--rounds 和 --seed 需要整数。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation>Pearson r</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>95% low</source>
        <translation>95% 下限</translation>
    </message>
    <message>
        <source>95% high</source>
        <translation>95% 上限</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <source>Kendall τ-b</source>
        <translation>Kendall τ-b</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <source>--min-raters takes a whole number from 1, --above a number.</source>
        <translation>--min-raters 需要不小于 1 的整数，--above 需要一个数。</translation>
    </message>
    <message>
        <source>--error-types has no figure; leave out -o.</source>
        <translation>--error-types 没有图形；请去掉 -o。</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Reasonable</source>
        <translation>合理</translation>
    </message>
    <message>
        <source>Of this type</source>
        <translation>该类型</translation>
    </message>
    <message>
        <source>Point-biserial r</source>
        <translation>点二列相关 r</translation>
    </message>
    <message>
        <source>--pair-windows takes a whole number of windows, 1 to 1000.</source>
        <translation>--pair-windows 需要一个整数窗口数，1 到 1000。</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>|Δ human| above</source>
        <translation>|Δ 人工| 大于</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>Ordered as people</source>
        <translation>与人工排序一致</translation>
    </message>
    <message>
        <source>Metric ties</source>
        <translation>指标持平</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Mean |Δ human|</source>
        <translation>平均 |Δ 人工|</translation>
    </message>
    <message>
        <source>Mean Δ metric</source>
        <translation>平均 Δ 指标</translation>
    </message>
    <message>
        <source>Pairs a metric orders as people do, by how far apart people put them</source>
        <translation>指标与人工排序一致的文本对，按人工评分差分窗口</translation>
    </message>
    <message>
        <source>|Δ %1| (window centre)</source>
        <translation>|Δ %1|（窗口中点）</translation>
    </message>
    <message>
        <source>Share of pairs ordered as people</source>
        <translation>与人工排序一致的比例</translation>
    </message>
</context>
<context>
    <name>MetricCorrelation</name>
    <message>
        <source>%1 has no scores of a metric called &quot;%2&quot;; it has: %3</source>
        <translation>%1 中没有名为“%2”的指标分数；现有：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no item has the metadata key &quot;%1&quot;; the keys are: %2</source>
        <translation>没有条目带有元数据键“%1”；现有的键：%2</translation>
    </message>
</context>
<context>
    <name>MetricImport</name>
    <message>
        <source>no item &quot;%1&quot; in %2</source>
        <translation>%2 中没有条目“%1”</translation>
    </message>
    <message>
        <source>item %1 and metric %2 are given already at %3</source>
        <translation>条目 %1 和指标 %2 已在 %3 给出</translation>
    </message>
    <message>
        <source>item %1 has %2 = %3 in the project; give --replace to replace it</source>
        <translation>项目中条目 %1 的 %2 = %3；如需替换请加 --replace</translation>
    </message>
    <message>
        <source>import metric scores</source>
        <translation>导入指标分数</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>MetricReader</name>
    <message>
        <source>the header has no column &quot;%1&quot;; it needs item, metric and score (it has: %2)</source>
        <translation>表头没有“%1”列；需要 item、metric 和 score（现有：%2）</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>the file is empty; it needs a header: item,metric,score</source>
        <translation>文件为空；需要表头：item,metric,score</translation>
    </message>
    <message>
        <source>item %1 has %2 for %3 already (line %4)</source>
        <translation>条目 %1 的 %3 已为 %2（第 %4 行）</translation>
    </message>
</context>
<context>
    <name>MqmTsvReader</name>
    <message>
        <source>the header has no &quot;%1&quot; column; this is not an MQM annotation TSV</source>
        <translation>表头中没有 &quot;%1&quot; 列；这不是 MQM 标注 TSV 文件</translation>
    </message>
    <message>
        <source>not valid UTF-8</source>
        <translation>不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>%1 fields, but the header names %2 columns</source>
        <translation>有 %1 个字段，但表头列出了 %2 列</translation>
    </message>
    <message>
        <source>&lt;v&gt; tags in both source and target</source>
        <translation>source 和 target 中都有 &lt;v&gt; 标记</translation>
    </message>
    <message>
        <source>%1:%2: unclosed &lt;v&gt;; the span runs to the end of the text</source>
        <translation>%1:%2：&lt;v&gt; 未闭合；该片段延伸到文本末尾</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>为空</translation>
    </message>
</context>
<context>
    <name>OpenMevaReader</name>
    <message>
        <source>story %1 needs &quot;prompt&quot;, &quot;gold_response&quot; and &quot;gen&quot;</source>
        <translation>故事 %1 需要 &quot;prompt&quot;、&quot;gold_response&quot; 和 &quot;gen&quot;</translation>
    </message>
    <message>
        <source>story %1, model %2: rating %3 is not an integer from 1 to 5</source>
        <translation>故事 %1，模型 %2：评分 %3 不是 1 到 5 之间的整数</translation>
    </message>
    <message>
        <source>one JSON object keyed by story id</source>
        <translation>以故事 ID 为键的 JSON 对象</translation>
    </message>
</context>
<context>
    <name>PackageActions</name>
    <message>
        <source>Make Work Package</source>
        <translation>生成工作包</translation>
    </message>
    <message>
        <source>This project has no annotators yet.</source>
        <translation>该项目还没有标注员。</translation>
    </message>
    <message>
        <source>Whose items go into the package?</source>
        <translation>要将哪位标注员的条目放入工作包？</translation>
    </message>
    <message>
        <source>%1 - %2.errata</source>
        <translation>%1 - %2.errata</translation>
    </message>
    <message>
        <source>Save Work Package</source>
        <translation>保存工作包</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata 项目 (*.errata)</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n item(s) of %2. Send it to them; when it comes back, use File ▸ Merge Work Package. Only the newest package of a person can be merged.</source>
        <translation>
            <numerusform>%1 包含 %2 的 %n 个条目。请将其发送给对方；收回后，请使用“文件 ▸ 合并工作包”。每人只有最新的工作包才能合并。</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Work Package</source>
        <translation>合并工作包</translation>
    </message>
    <message>
        <source>Nothing new: this package&apos;s work is already here.</source>
        <translation>没有新内容：此工作包中的工作已在本项目中。</translation>
    </message>
    <message>
        <source>Spans added: %1, changed: %2, removed: %3. Judgements changed: %4. Workflow steps: %5. Thread replies: %6.</source>
        <translation>片段：新增 %1，修改 %2，删除 %3。条目判断修改：%4。工作流步骤：%5。评论回复：%6。</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s): the same thing was changed offline and here. Both versions are kept; `errata-cli package conflicts` lists them.</source>
        <translation>
            <numerusform>%n 个冲突：同一内容在离线时和此处都被修改过。两个版本均已保留；`errata-cli package conflicts` 会列出它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is open read-only, so no split can be recorded in it.</source>
        <translation>%1 以只读方式打开，因此无法在其中记录拆分。</translation>
    </message>
    <message>
        <source>Making the work package of %1…</source>
        <translation>正在生成 %1 的工作包…</translation>
    </message>
    <message>
        <source>Cancelling… the project stays as it was.</source>
        <translation>正在取消… 项目将保持原样。</translation>
    </message>
    <message>
        <source>Merging %1…</source>
        <translation>正在合并 %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n item(s))</source>
        <translation>
            <numerusform>%1：%2（%n 个条目）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) in %1:</source>
        <translation>
            <numerusform>%1 中的 %n 个工作包：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) merged:</source>
        <translation>
            <numerusform>已合并 %n 个工作包：</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder for the Work Packages</source>
        <translation>工作包所在文件夹</translation>
    </message>
    <message>
        <source>Make Packages for Everyone</source>
        <translation>为所有人生成工作包</translation>
    </message>
    <message>
        <source>Folder of Returned Packages</source>
        <translation>返回的工作包所在文件夹</translation>
    </message>
    <message>
        <source>Merge Packages from Folder</source>
        <translation>合并文件夹中的工作包</translation>
    </message>
    <message>
        <source>Time spent offline: %1 s.</source>
        <translation>离线工作时间：%1 秒。</translation>
    </message>
    <message>
        <source>%1 is this project itself; choose another name for the package.</source>
        <translation>%1 就是本项目本身；请为工作包另选一个名称。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n item(s)), replacing the merged package of the last round</source>
        <translation>
            <numerusform>%1：%2（%n 个条目），替换上一轮已合并的工作包</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackageAudit</name>
    <message>
        <source>an action log of someone else&apos;s work: only %1&apos;s own can come home</source>
        <translation>他人工作的操作日志：只有 %1 自己的才能合并回来</translation>
    </message>
    <message>
        <source>the package holds %1 of the %2 action log entries it was made with</source>
        <translation>该包只含创建时 %2 条操作日志条目中的 %1 条</translation>
    </message>
    <message>
        <source>action log entry %1 (%2 at %3) was rewritten</source>
        <translation>操作日志第 %1 条（%3 的 %2）被改写了</translation>
    </message>
    <message>
        <source>action log entry %1 (%2) is dated %3, outside the time from %4 to now or before the entry ahead of it</source>
        <translation>操作日志第 %1 条（%2）的时间为 %3，不在 %4 至今之间，或早于其前一条</translation>
    </message>
    <message>
        <source>the time spent went down from %1 s to %2 s</source>
        <translation>所用时间从 %1 秒减少到了 %2 秒</translation>
    </message>
    <message>
        <source>the package holds %1 of the %2 workflow steps it was made with</source>
        <translation>工作包只含有其生成时 %2 个工作流步骤中的 %1 个</translation>
    </message>
    <message>
        <source>a step &quot;%1&quot; in the name of %2: only %3&apos;s own steps can come home</source>
        <translation>以 %2 的名义记录的步骤“%1”：只有 %3 本人的步骤才能带回</translation>
    </message>
    <message>
        <source>a step &quot;%1&quot; that the workflow does not have</source>
        <translation>工作流中不存在的步骤“%1”</translation>
    </message>
    <message>
        <source>a step &quot;%1&quot; recorded from %2 to %3, where the rules lead from %4 to %5</source>
        <translation>步骤“%1”记录为从 %2 到 %3，而规则规定从 %4 到 %5</translation>
    </message>
    <message>
        <source>the package has the item %1 (round %2), but the steps it records lead from %3 (round %4) to %5 (round %6)</source>
        <translation>工作包中的条目为 %1（第 %2 轮），但其记录的步骤是从 %3（第 %4 轮）到 %5（第 %6 轮）</translation>
    </message>
    <message>
        <source>span %1 is in the package twice</source>
        <translation>片段 %1 在工作包中出现了两次</translation>
    </message>
    <message>
        <source>spans changed while the item was %1: its annotator changes spans only while it is in progress or returned</source>
        <translation>条目处于“%1”状态时片段被修改：标注者只能在条目进行中或被退回时修改片段</translation>
    </message>
    <message>
        <source>the item&apos;s text could not be read at home</source>
        <translation>无法在主项目中读取该条目的文本</translation>
    </message>
    <message>
        <source>span %1 [%2, %3) does not lie inside the item&apos;s text of %4 characters</source>
        <translation>片段 %1 [%2, %3) 不在该条目共 %4 个字符的文本之内</translation>
    </message>
    <message>
        <source>a link of span %1 lies outside its text</source>
        <translation>片段 %1 的一个链接超出了文本范围</translation>
    </message>
    <message>
        <source>span %1 has the type &quot;%2&quot;, which the taxonomy &quot;%3&quot; does not have</source>
        <translation>片段 %1 的类型为“%2”，但分类体系“%3”中没有该类型</translation>
    </message>
    <message>
        <source>span %1 has the severity &quot;%2&quot;, which the taxonomy &quot;%3&quot; does not have</source>
        <translation>片段 %1 的严重程度为“%2”，但分类体系“%3”中没有该严重程度</translation>
    </message>
    <message>
        <source>span %1 is marked &quot;%2&quot; (it was &quot;%3&quot;): only a reviewer decides on a span</source>
        <translation>片段 %1 被标记为“%2”（原为“%3”）：只有审核者才能对片段作出决定</translation>
    </message>
    <message>
        <source>suggestion %1 was never offered to %2</source>
        <translation>建议 %1 从未提供给 %2</translation>
    </message>
    <message>
        <source>suggestion %1 is %2 as span %3, which is not %4&apos;s on this item</source>
        <translation>建议 %1 以片段 %3 的形式被%2，但该片段在此条目上不属于 %4</translation>
    </message>
    <message>
        <source>judgements or suggestions changed while the item was %1: its annotator changes them only while it is in progress or returned</source>
        <translation>条目处于“%1”状态时判断或建议被修改：标注者只能在条目进行中或被退回时修改它们</translation>
    </message>
    <message>
        <source>the package holds %1 of the %2 review events it was made with</source>
        <translation>工作包只含有其生成时 %2 个审核事件中的 %1 个</translation>
    </message>
    <message>
        <source>a review event (%1) in the name of %2: only %3&apos;s own replies can come home</source>
        <translation>以 %2 的名义记录的审核事件（%1）：只有 %3 本人的回复才能带回</translation>
    </message>
    <message>
        <source>a review decision (%1) by %2: only a reviewer decides</source>
        <translation>%2 作出的审核决定（%1）：只有审核者才能作出决定</translation>
    </message>
    <message>
        <source>an empty reply</source>
        <translation>空回复</translation>
    </message>
    <message>
        <source>the package holds an item that is not %1&apos;s on record</source>
        <translation>工作包中含有一个记录上不属于 %1 的条目</translation>
    </message>
    <message>
        <source>item %1 of the package is no longer assigned to %2 in %3</source>
        <translation>工作包中的条目 %1 在 %3 中已不再分配给 %2</translation>
    </message>
    <message>
        <source>the item was taken out of the package</source>
        <translation>该条目已被从工作包中移除</translation>
    </message>
    <message>
        <source>%1 s of work offline, %2 s of it new, in the %3 s since the package was made</source>
        <translation>离线工作 %1 秒，其中新增 %2 秒，而工作包生成至今仅 %3 秒</translation>
    </message>
    <message>
        <source>%1 was tampered with: it claims what its owner could not have done in Errata, so nothing was merged. Item %2, rule &quot;%3&quot;: %4.</source>
        <translation>%1 已被篡改：它声称包含其所有者在 Errata 中不可能做出的操作，因此未合并任何内容。条目 %2，规则“%3”：%4。</translation>
    </message>
    <message>
        <source>submitted offline without what Submit asks for: %1</source>
        <translation>离线提交时缺少提交所要求的内容：%1</translation>
    </message>
</context>
<context>
    <name>PackageBatch</name>
    <message>
        <source>Nobody has work to do: every assignment is handed in, accepted or discarded.</source>
        <translation>没有人有待做的工作：所有分配均已提交、接受或作废。</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The package for %1 failed: %2. No package was kept.</source>
        <translation>%1 的工作包生成失败：%2。未保留任何工作包。</translation>
    </message>
    <message>
        <source>Could not record the split: %1</source>
        <translation>无法记录拆分：%1</translation>
    </message>
    <message>
        <source>%1 holds no .errata packages.</source>
        <translation>%1 中没有 .errata 工作包。</translation>
    </message>
    <message>
        <source>%1: %2 Nothing was merged.</source>
        <translation>%1：%2 未合并任何内容。</translation>
    </message>
    <message>
        <source>not a work package.</source>
        <translation>不是工作包。</translation>
    </message>
    <message>
        <source>Could not save the merge: %1</source>
        <translation>无法保存合并：%1</translation>
    </message>
    <message>
        <source>%1 is this project itself; choose another name for the package.</source>
        <translation>%1 就是本项目；请为工作包另选名称。</translation>
    </message>
    <message>
        <source>%1 already exists and is not a work package; choose another name or folder.</source>
        <translation>%1 已存在且不是工作包；请另选名称或文件夹。</translation>
    </message>
    <message>
        <source>%1 already exists and cannot be merged (%2); choose another name or folder.</source>
        <translation>%1 已存在且无法合并（%2）；请另选名称或文件夹。</translation>
    </message>
    <message>
        <source>%1 holds work of %2 not merged yet; merge it first (errata-cli package merge), or choose another name or folder.</source>
        <translation>%1 含有 %2 尚未合并的工作；请先合并（errata-cli package merge），或另选名称或文件夹。</translation>
    </message>
</context>
<context>
    <name>PageParts</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>PeopleCommand</name>
    <message>
        <source>people takes one of %1, then the project file.</source>
        <translation>people 需要 %1 之一，然后是项目文件。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>在职</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>--role takes annotator, reviewer or coordinator, several joined by commas.</source>
        <translation>--role 需要 annotator、reviewer 或 coordinator，多个用逗号连接。</translation>
    </message>
    <message>
        <source>people add takes the names of the people to add.</source>
        <translation>people add 需要要添加的人员姓名。</translation>
    </message>
    <message>
        <source>There is already a person called &quot;%1&quot;.</source>
        <translation>已有名为“%1”的人员。</translation>
    </message>
    <message numerus="yes">
        <source>Added %n person(s).</source>
        <translation>
            <numerusform>已添加 %n 人。</numerusform>
        </translation>
    </message>
    <message>
        <source>people %1 takes the project, a name and the new value.</source>
        <translation>people %1 需要项目、姓名和新值。</translation>
    </message>
    <message>
        <source>people %1 takes the project and one name.</source>
        <translation>people %1 需要项目和一个姓名。</translation>
    </message>
    <message>
        <source>Roles are annotator, reviewer and coordinator, several joined by commas.</source>
        <translation>角色为 annotator、reviewer 和 coordinator，多个用逗号连接。</translation>
    </message>
    <message>
        <source>Done: %1 %2.</source>
        <translation>完成：%1 %2。</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>%2 中没有人员 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>people add takes --role, --condition and --as; %1 is none of them.</source>
        <translation>people add 接受 --role、--condition 和 --as；%1 不是其中之一。</translation>
    </message>
</context>
<context>
    <name>Permissions</name>
    <message>
        <source>Only a coordinator may %1, and no person of the project was named to do it.</source>
        <translation>只有协调员才能%1，但未指定项目中的任何人员来执行此操作。</translation>
    </message>
    <message>
        <source>an annotator and a reviewer</source>
        <translation>标注员兼审核员</translation>
    </message>
    <message>
        <source>an annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>a reviewer</source>
        <translation>审核员</translation>
    </message>
    <message>
        <source>a person without a role</source>
        <translation>没有角色的人员</translation>
    </message>
    <message>
        <source>Only a coordinator may %1; %2 is %3, not a coordinator.</source>
        <translation>只有协调员才能%1；%2 是%3，不是协调员。</translation>
    </message>
</context>
<context>
    <name>PredictionCommands</name>
    <message>
        <source>predictions takes import or list: errata-cli predictions import PROJECT --system NAME --format jsonl|spans-csv|mqm-tsv FILE…</source>
        <translation>predictions 接受 import 或 list：errata-cli predictions import 项目 --system 名称 --format jsonl|spans-csv|mqm-tsv 文件…</translation>
    </message>
    <message>
        <source>predictions import takes the project file, --system NAME, --format %1 and one or more files.</source>
        <translation>predictions import 需要项目文件、--system 名称、--format %1 以及一个或多个文件。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Items predicted</source>
        <translation>有预测的条目</translation>
    </message>
    <message>
        <source>New layers</source>
        <translation>新层</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>未改变</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>已替换</translation>
    </message>
    <message>
        <source>Spans written</source>
        <translation>已写入片段</translation>
    </message>
    <message>
        <source>predictions list takes the project file.</source>
        <translation>predictions list 需要项目文件。</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>--reference majority:K takes a whole number K, 1 or more.</source>
        <translation>--reference majority:K 需要一个不小于 1 的整数 K。</translation>
    </message>
    <message>
        <source>--reference is union, majority:K, gold or a person&apos;s name; there is no person &quot;%1&quot;.</source>
        <translation>--reference 取 union、majority:K、gold 或某人的名字；没有名为“%1”的人。</translation>
    </message>
    <message>
        <source>score takes one project file, --system NAME and the options --reference union|majority:K|gold|PERSON, --unit token|char, --level 1|2, --where key=value, --rounds N, --seed S, --no-baseline.</source>
        <translation>score 需要一个项目文件、--system 名称，以及选项 --reference union|majority:K|gold|人名、--unit token|char、--level 1|2、--where 键=值、--rounds N、--seed S、--no-baseline。</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>被评对象</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>FN</source>
        <translation>FN</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>P low</source>
        <translation>P 下限</translation>
    </message>
    <message>
        <source>P high</source>
        <translation>P 上限</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>R low</source>
        <translation>R 下限</translation>
    </message>
    <message>
        <source>R high</source>
        <translation>R 上限</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>F1 low</source>
        <translation>F1 下限</translation>
    </message>
    <message>
        <source>F1 high</source>
        <translation>F1 上限</translation>
    </message>
    <message>
        <source>Human (mean)</source>
        <translation>人类（均值）</translation>
    </message>
    <message>
        <source>Note: %1 has no layer on %2 of the items people finished; those are not scored.</source>
        <translation>注意：在人工已完成的条目中，%1 有 %2 个没有层；这些条目不计入评分。</translation>
    </message>
    <message>
        <source>--unit is token or char, --level 1 or 2, --rounds and --seed whole numbers.</source>
        <translation>--unit 取 token 或 char，--level 取 1 或 2，--rounds 和 --seed 为整数。</translation>
    </message>
    <message>
        <source>Note: no item has both a %1 layer and the reference (check --reference and --where), so nothing was scored.</source>
        <translation>注意：没有条目同时具有 %1 层和参照（请检查 --reference 和 --where），因此未作任何评分。</translation>
    </message>
    <message>
        <source>score -o takes a .png or .svg file, --system NAME and --metric precision, recall or f1.</source>
        <translation>score -o 需要一个 .png 或 .svg 文件、--system 名称，以及 --metric precision、recall 或 f1。</translation>
    </message>
    <message>
        <source>PNG and SVG output need the graphical libraries; --format tsv gives the numbers.</source>
        <translation>PNG 和 SVG 输出需要图形库；--format tsv 可给出数值。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>%1 of %2 (whiskers: 95% intervals)</source>
        <translation>%2 的 %1（须线：95% 区间）</translation>
    </message>
    <message>
        <source>Error group</source>
        <translation>错误组</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
</context>
<context>
    <name>PredictionImport</name>
    <message>
        <source>a system needs a name, without spaces around it</source>
        <translation>系统需要一个名称，前后不能有空格</translation>
    </message>
    <message>
        <source>import predictions</source>
        <translation>导入预测</translation>
    </message>
    <message>
        <source>the project has no item &quot;%1&quot;</source>
        <translation>项目中没有条目“%1”</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; is predicted in %2 too</source>
        <translation>条目“%1”在 %2 中也有预测</translation>
    </message>
    <message>
        <source>the text of item &quot;%1&quot; differs from the project&apos;s, so its spans would land elsewhere</source>
        <translation>条目“%1”的文本与项目中的不同，其片段会落到别处</translation>
    </message>
    <message>
        <source>span [%1, %2) of item &quot;%3&quot;</source>
        <translation>条目“%3”的片段 [%1, %2)</translation>
    </message>
    <message>
        <source>does not fit the %1 (%2 code points)</source>
        <translation>超出了 %1 的范围（%2 个码位）</translation>
    </message>
    <message>
        <source>the offsets give &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>偏移量给出的是“%1”，而不是“%2”</translation>
    </message>
    <message>
        <source>confidence must be a number from 0 to 1</source>
        <translation>confidence 必须是 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>type &quot;%1&quot;</source>
        <translation>类型“%1”</translation>
    </message>
    <message>
        <source>severity &quot;%1&quot;</source>
        <translation>严重度“%1”</translation>
    </message>
    <message>
        <source>%1 (first at %2)</source>
        <translation>%1（首次出现于 %2）</translation>
    </message>
    <message>
        <source>not in the project&apos;s taxonomy &quot;%1&quot;: %2</source>
        <translation>不在项目的分类体系“%1”中：%2</translation>
    </message>
    <message>
        <source>system &quot;%1&quot; already has other predictions on this item; give --replace to overwrite them</source>
        <translation>系统“%1”在此条目上已有其他预测；使用 --replace 覆盖它们</translation>
    </message>
    <message>
        <source>the project file could not be written: %1</source>
        <translation>无法写入项目文件：%1</translation>
    </message>
</context>
<context>
    <name>PredictionReader</name>
    <message>
        <source>begin and end must be whole numbers (Unicode code points)</source>
        <translation>begin 和 end 必须是整数（Unicode 码位）</translation>
    </message>
    <message>
        <source>side must be &quot;generation&quot; or &quot;prompt&quot;, not &quot;%1&quot;</source>
        <translation>side 必须是“generation”或“prompt”，而不是“%1”</translation>
    </message>
    <message>
        <source>every span needs a type</source>
        <translation>每个片段都需要类型</translation>
    </message>
    <message>
        <source>confidence must be a number from 0 to 1</source>
        <translation>confidence 必须是 0 到 1 之间的数</translation>
    </message>
    <message>
        <source>no rows of rater &quot;%1&quot;; the file has: %2</source>
        <translation>没有评分者“%1”的行；文件中有：%2</translation>
    </message>
    <message>
        <source>the file holds %1 raters (%2); a system is one of them: give --rater NAME</source>
        <translation>文件包含 %1 名评分者（%2）；系统只能是其中之一：请给出 --rater 名称</translation>
    </message>
    <message>
        <source>a jsonl prediction file holds one system; --rater is for csv and tsv</source>
        <translation>jsonl 预测文件只包含一个系统；--rater 用于 csv 和 tsv</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (use %2)</source>
        <translation>未知格式“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
    <message>
        <source>each line is an object with &quot;item&quot; (its id) and &quot;spans&quot; (an array)</source>
        <translation>每行是一个对象，含“item”（其 ID）和“spans”（数组）</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; is already on line %2</source>
        <translation>条目“%1”已在第 %2 行出现</translation>
    </message>
    <message>
        <source>each span is an object</source>
        <translation>每个片段都是一个对象</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the header needs the columns item, begin, end and type</source>
        <translation>表头需要 item、begin、end 和 type 列</translation>
    </message>
</context>
<context>
    <name>PreferencesActions</name>
    <message>
        <source>change the project&apos;s colours</source>
        <translation>更改项目的颜色</translation>
    </message>
    <message>
        <source>%1 Everyone who opens the project sees these colours.</source>
        <translation>%1 打开此项目的每个人都会看到这些颜色。</translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <source>Could not write the new project.</source>
        <translation>无法写入新项目。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ProjectChecker</name>
    <message>
        <source>item %1: layer %2 belongs to a person with no assignment</source>
        <translation>条目 %1：标注层 %2 所属的人员没有被分配任务</translation>
    </message>
    <message>
        <source>item %1: span %2 [%3, %4) lies outside its text</source>
        <translation>条目 %1：片段 %2 [%3, %4) 超出了文本范围</translation>
    </message>
    <message>
        <source>item %1: a link of span %2 lies outside its text</source>
        <translation>条目 %1：片段 %2 的一个链接超出了文本范围</translation>
    </message>
    <message>
        <source>item %1: span %2 has unknown type &quot;%3&quot;</source>
        <translation>条目 %1：片段 %2 的错误类型“%3”未知</translation>
    </message>
</context>
<context>
    <name>ProjectExport</name>
    <message>
        <source>unknown export format &quot;%1&quot;; one of: %2</source>
        <translation>未知导出格式 &quot;%1&quot;；可选：%2</translation>
    </message>
    <message>
        <source>The export was cancelled.</source>
        <translation>导出已取消。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ProjectLock</name>
    <message>
        <source>an unknown process</source>
        <translation>未知进程</translation>
    </message>
    <message>
        <source>process %1 (%2) on %3</source>
        <translation>%3 上的进程 %1（%2）</translation>
    </message>
    <message>
        <source>%1 is already open in another Errata (%2). You can open it read-only, or cancel and close the other one first.</source>
        <translation>%1 已在另一个 Errata 中打开（%2）。您可以以只读方式打开，或取消并先关闭另一个。</translation>
    </message>
    <message>
        <source>Cannot create the lock file %1 beside %2 (the folder may be read-only). You can open the project read-only.</source>
        <translation>无法在 %2 旁创建锁文件 %1（该文件夹可能是只读的）。您可以以只读方式打开项目。</translation>
    </message>
</context>
<context>
    <name>ProjectSetup</name>
    <message>
        <source>Judgements are a list of %1, not &quot;%2&quot;.</source>
        <translation>判断是由 %1 组成的列表，而不是“%2”。</translation>
    </message>
</context>
<context>
    <name>PythonLiteral</name>
    <message>
        <source>expected a value, found nothing</source>
        <translation>应为一个值，但什么也没有找到</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; after the value</source>
        <translation>值之后出现意外的 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>dicts and sets are not supported</source>
        <translation>不支持 dict 和 set</translation>
    </message>
    <message>
        <source>the literal ends where a value should be</source>
        <translation>字面量在应有值的位置结束了</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; where a value should be</source>
        <translation>在应有值的位置出现意外的 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is never closed</source>
        <translation>&quot;%1&quot; 未闭合</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>应为 &quot;,&quot; 或 &quot;%1&quot;，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the string is never closed (a %1 quote is missing)</source>
        <translation>字符串未闭合（缺少引号 %1）</translation>
    </message>
    <message>
        <source>\N{…} escapes are not supported</source>
        <translation>不支持 \N{…} 转义序列</translation>
    </message>
    <message>
        <source>\%1 needs %2 hex digits of a valid code point</source>
        <translation>\%1 需要 %2 位十六进制数字，且须构成有效码位</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>leading zeros are not allowed in an integer</source>
        <translation>整数不允许有前导零</translation>
    </message>
    <message>
        <source>the integer is out of range</source>
        <translation>整数超出范围</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a literal</source>
        <translation>&quot;%1&quot; 不是字面量</translation>
    </message>
    <message>
        <source>the string holds half of a surrogate pair (\u%1) without its other half: not valid text</source>
        <translation>字符串包含代理对的一半（\u%1），缺少另一半：不是有效文本</translation>
    </message>
</context>
<context>
    <name>QCoreApplication</name>
    <message>
        <source>Exit status: 0 ok, 1 user error, 2 internal error.</source>
        <translation>退出状态：0 成功，1 用户错误，2 内部错误。</translation>
    </message>
</context>
<context>
    <name>Qualification</name>
    <message>
        <source>Nobody is chosen; only coordinators can %1.</source>
        <translation>未选择任何人；只有协调员才能%1。</translation>
    </message>
    <message>
        <source>Only coordinators can %1; %2 is not a coordinator.</source>
        <translation>只有协调员才能%1；%2 不是协调员。</translation>
    </message>
    <message>
        <source>Item %1 has no layer named &quot;%2&quot; (give &quot;gold&quot;, a prediction layer&apos;s label or an annotator&apos;s name).</source>
        <translation>条目 %1 没有名为 &quot;%2&quot; 的标注层（请给出 &quot;gold&quot;、预测层的标签或标注员的名字）。</translation>
    </message>
    <message>
        <source>mark training items</source>
        <translation>标记训练条目</translation>
    </message>
    <message>
        <source>There is no item with id %1.</source>
        <translation>没有 ID 为 %1 的条目。</translation>
    </message>
    <message>
        <source>Could not write the training item.</source>
        <translation>无法写入训练条目。</translation>
    </message>
    <message>
        <source>change training items</source>
        <translation>更改训练条目</translation>
    </message>
    <message>
        <source>There is no person with id %1.</source>
        <translation>没有 ID 为 %1 的人员。</translation>
    </message>
    <message>
        <source>No item is marked as a training item yet.</source>
        <translation>尚未将任何条目标记为训练条目。</translation>
    </message>
    <message>
        <source>The training items %1 have no reference spans yet: fill their reference layer first.</source>
        <translation>训练条目 %1 还没有参考片段：请先填写它们的参考层。</translation>
    </message>
    <message>
        <source>%1 has not handed in the training items %2 yet; score the attempt once every training item is submitted.</source>
        <translation>%1 尚未提交训练条目 %2；请在所有训练条目都提交后再为此次尝试评分。</translation>
    </message>
    <message>
        <source>record qualification results</source>
        <translation>记录资格认证结果</translation>
    </message>
    <message>
        <source>Erroneous text detection</source>
        <translation>错误文本识别</translation>
    </message>
    <message>
        <source>Erroneous span detection</source>
        <translation>错误片段识别</translation>
    </message>
    <message>
        <source>Error type classification</source>
        <translation>错误类型分类</translation>
    </message>
</context>
<context>
    <name>QualificationGate</name>
    <message>
        <source>failed the qualification: %1 of %2, pass mark %3</source>
        <translation>未通过资格测试：%1 / %2，及格线 %3</translation>
    </message>
    <message>
        <source>no qualification result yet</source>
        <translation>尚无资格测试结果</translation>
    </message>
</context>
<context>
    <name>QualityControl</name>
    <message>
        <source>%1 on “%2” (%3–%4)</source>
        <translation>“%2”上的 %1（%3–%4）</translation>
    </message>
    <message>
        <source>nothing marked there</source>
        <translation>此处未标注任何内容</translation>
    </message>
    <message>
        <source>a rating of %1 or more (human-written text)</source>
        <translation>评分为 %1 或更高（人工撰写的文本）</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>评分为 %1</translation>
    </message>
    <message>
        <source>a rating of %1 or less (deliberately broken text)</source>
        <translation>评分为 %1 或更低（故意破坏的文本）</translation>
    </message>
    <message>
        <source>Only coordinators can mark attention checks; %1 is not a coordinator.</source>
        <translation>只有协调员才能标记注意力检查；%1 不是协调员。</translation>
    </message>
    <message>
        <source>nobody chosen</source>
        <translation>未选择任何人</translation>
    </message>
    <message>
        <source>There is no item with id %1.</source>
        <translation>没有 ID 为 %1 的条目。</translation>
    </message>
    <message>
        <source>A known-good item has no planted errors, so it takes no reference layer.</source>
        <translation>已知合格的条目没有预置错误，因此不需要参考层。</translation>
    </message>
    <message>
        <source>Item %1 has no layer named &quot;%2&quot;.</source>
        <translation>条目 %1 没有名为 &quot;%2&quot; 的标注层。</translation>
    </message>
    <message>
        <source>Could not write the attention check.</source>
        <translation>无法写入注意力检查。</translation>
    </message>
    <message>
        <source>Only coordinators can change attention checks.</source>
        <translation>只有协调员才能更改注意力检查。</translation>
    </message>
</context>
<context>
    <name>QualityText</name>
    <message>
        <source>Exercise</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>多项选择</translation>
    </message>
    <message>
        <source>Full task</source>
        <translation>完整任务</translation>
    </message>
    <message>
        <source>Known good (human-written)</source>
        <translation>已知合格（人工撰写）</translation>
    </message>
    <message>
        <source>Known bad (deliberately broken)</source>
        <translation>已知不合格（故意破坏）</translation>
    </message>
    <message>
        <source>Scarecrow (100 points, pass at 90)</source>
        <translation>Scarecrow（100 分，90 分及格）</translation>
    </message>
    <message>
        <source>Span match (F1)</source>
        <translation>片段匹配 (F1)</translation>
    </message>
    <message>
        <source>TGEA (every task at the pass mark)</source>
        <translation>TGEA（每项任务均达及格线）</translation>
    </message>
</context>
<context>
    <name>RatingsCommand</name>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>扣分</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>已评分</translation>
    </message>
    <message>
        <source>Deducted</source>
        <translation>已扣分</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Mean points</source>
        <translation>平均扣分</translation>
    </message>
    <message>
        <source>ratings takes the project file.</source>
        <translation>ratings 需要项目文件。</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Ratings by %1</source>
        <translation>按 %1 的评分</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>No handed-in annotation of %1 has a rating (init --judgements rating asks for one).</source>
        <translation>%1 中没有已提交的标注包含评分（init --judgements rating 会要求评分）。</translation>
    </message>
</context>
<context>
    <name>RemoveSpanCommand</name>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
</context>
<context>
    <name>Repository</name>
    <message>
        <source>The database returned no row.</source>
        <translation>数据库未返回任何行。</translation>
    </message>
</context>
<context>
    <name>ReviewSession</name>
    <message>
        <source>No such assignment.</source>
        <translation>该任务不存在。</translation>
    </message>
    <message>
        <source>The item is %1; claim it for review first.</source>
        <translation>该条目处于“%1”状态；请先领取审核。</translation>
    </message>
    <message>
        <source>%1 is reviewing this item.</source>
        <translation>%1 正在审核此条目。</translation>
    </message>
    <message>
        <source>Another reviewer</source>
        <translation>另一位审核员</translation>
    </message>
    <message>
        <source>Say why: rejecting a span or asking for a change needs a comment.</source>
        <translation>请说明理由：拒绝片段或要求修改时必须填写评论。</translation>
    </message>
    <message>
        <source>That span is not in this annotator&apos;s layer.</source>
        <translation>该片段不在此标注员的标注层中。</translation>
    </message>
    <message>
        <source>The decision could not be saved: %1</source>
        <translation>无法保存审核决定：%1</translation>
    </message>
    <message>
        <source>A comment needs some text.</source>
        <translation>评论不能为空。</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) still need a decision.</source>
        <translation>
            <numerusform>还有 %n 个片段尚未作出审核决定。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) need a change: return the item instead.</source>
        <translation>
            <numerusform>有 %n 个片段需要修改：请改为将条目退回修改。</numerusform>
        </translation>
    </message>
    <message>
        <source>Say what to amend: returning an item needs a comment.</source>
        <translation>请说明需要修改的内容：退回条目时必须填写评论。</translation>
    </message>
    <message>
        <source>No such assignment or person.</source>
        <translation>没有这样的分配或人员。</translation>
    </message>
    <message>
        <source>Only a reviewer may comment on an item or resolve a thread.</source>
        <translation>只有审核员才能对条目发表评论或解决讨论。</translation>
    </message>
    <message>
        <source>Reviewers do not review their own annotations.</source>
        <translation>审核员不审核自己的标注。</translation>
    </message>
</context>
<context>
    <name>ReviewerAgreementReport</name>
    <message>
        <source>%1 % (κ %2, %3 pairs)</source>
        <translation>%1 %（κ %2，%3 对）</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>Reviewer agreement: span decisions %1; items %2.</source>
        <translation>审阅者一致性：片段决定 %1；条目 %2。</translation>
    </message>
</context>
<context>
    <name>RowReader</name>
    <message>
        <source>The project is not open.</source>
        <translation>项目未打开。</translation>
    </message>
    <message>
        <source>Could not read the project: %1</source>
        <translation>无法读取项目：%1</translation>
    </message>
</context>
<context>
    <name>ScaleGenerator</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>A project needs at least one item and one annotator, and no negative span count.</source>
        <translation>项目至少需要一个条目和一位标注员，且片段数不能为负。</translation>
    </message>
    <message>
        <source>Synthetic corpus (seed %1)</source>
        <translation>合成语料库（种子 %1）</translation>
    </message>
    <message>
        <source>The project file could not be written.</source>
        <translation>无法写入项目文件。</translation>
    </message>
</context>
<context>
    <name>ScarecrowCsvReader</name>
    <message>
        <source>offsets [%1, %2) do not fit the generation (%3 UTF-16 units long)</source>
        <translation>偏移量 [%1, %2) 超出生成文本的范围（长度为 %3 个 UTF-16 单元）</translation>
    </message>
    <message>
        <source>offset %1 splits a character outside the BMP (a surrogate pair)</source>
        <translation>偏移量 %1 拆开了 BMP 之外的字符（代理对）</translation>
    </message>
    <message>
        <source>the antecedent must be a list, found %1</source>
        <translation>先行片段必须是列表，实际为 %1</translation>
    </message>
    <message>
        <source>the antecedent has %1 offsets; it needs start, end pairs</source>
        <translation>先行片段有 %1 个偏移量；需要成对的 start, end</translation>
    </message>
    <message>
        <source>an offset must be an int</source>
        <translation>偏移量必须是 int</translation>
    </message>
    <message>
        <source>unknown error type %1; expected one of %2</source>
        <translation>未知错误类型 %1；应为以下之一：%2</translation>
    </message>
    <message>
        <source>the explanation must be a str, found %1</source>
        <translation>解释必须是 str，实际为 %1</translation>
    </message>
    <message>
        <source>the severity must be the int 1, 2 or 3, found %1</source>
        <translation>严重程度必须是 int 1、2 或 3，实际为 %1</translation>
    </message>
    <message>
        <source>an offset must be an int, found %1</source>
        <translation>偏移量必须是 int，实际为 %1</translation>
    </message>
    <message>
        <source>must be a list of annotator responses, found %1</source>
        <translation>必须是由标注员回答组成的列表，实际为 %1</translation>
    </message>
    <message>
        <source>an annotator&apos;s response must be a list of errors, found %1</source>
        <translation>标注员的回答必须是由错误组成的列表，实际为 %1</translation>
    </message>
    <message>
        <source>an error must be a list of 6 values [error_type, explanation, severity, start, end, antecedent], found %1</source>
        <translation>每个错误都必须是包含 6 个值的列表 [error_type, explanation, severity, start, end, antecedent]，实际为 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n 个值</numerusform>
        </translation>
    </message>
    <message>
        <source>the header has no &quot;%1&quot; column; a Scarecrow grouped_data.csv has %2</source>
        <translation>表头中没有 &quot;%1&quot; 列；Scarecrow 的 grouped_data.csv 包含以下列：%2</translation>
    </message>
    <message>
        <source>%1 fields, but the header names %2 columns</source>
        <translation>有 %1 个字段，但表头列出了 %2 列</translation>
    </message>
    <message>
        <source>empty; every row needs a gid</source>
        <translation>为空；每一行都需要 gid</translation>
    </message>
    <message>
        <source>not a valid Python literal: %1</source>
        <translation>不是有效的 Python 字面量：%1</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>文件为空（0 字节）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file has a header but no rows</source>
        <translation>文件只有表头，没有数据行</translation>
    </message>
</context>
<context>
    <name>ScarecrowCsvWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
</context>
<context>
    <name>ScatterFigure</name>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>%1 against people (%2 items): r = %3, ρ = %4, τ-b = %5</source>
        <translation>%1 与人工评价对比（%2 个条目）：r = %3，ρ = %4，τ-b = %5</translation>
    </message>
    <message>
        <source>%1, mean per item</source>
        <translation>%1（每条目平均）</translation>
    </message>
</context>
<context>
    <name>ServerAdmin</name>
    <message>
        <source>Could not copy %1 to %2: %3</source>
        <translation>无法将 %1 复制到 %2：%3</translation>
    </message>
    <message>
        <source>push copies a project file to a server: the second argument must be a postgresql:// address, not %1.</source>
        <translation>push 把项目文件复制到服务器：第二个参数必须是 postgresql:// 地址，而不是 %1。</translation>
    </message>
    <message>
        <source>pull copies a server&apos;s project to a file: the first argument must be a postgresql:// address, not %1.</source>
        <translation>pull 把服务器上的项目复制到文件：第一个参数必须是 postgresql:// 地址，而不是 %1。</translation>
    </message>
    <message>
        <source>Could not set up the permissions on %1: %2</source>
        <translation>无法在 %1 上设置权限：%2</translation>
    </message>
    <message>
        <source>%1 has no person called %2; add them first with errata-cli people add.</source>
        <translation>%1 中没有名为 %2 的人员；请先用 errata-cli people add 添加。</translation>
    </message>
    <message>
        <source>Could not let %1 sign in as %2: %3</source>
        <translation>无法让 %1 以 %2 的身份登录：%3</translation>
    </message>
    <message>
        <source>%1 is signed in as a person of the project, who may not see all of it; push and pull with the database owner&apos;s login.</source>
        <translation>%1 以项目中的某个人员身份登录，此人不能看到项目的全部内容；请用数据库所有者的登录进行推送和拉取。</translation>
    </message>
    <message>
        <source>person %1</source>
        <translation>人员 %1</translation>
    </message>
</context>
<context>
    <name>ServerCommand</name>
    <message>
        <source>server init takes the server&apos;s address, e.g. errata-cli server init postgresql://host/study --title T --coordinator NAME</source>
        <translation>server init 需要服务器地址，例如 errata-cli server init postgresql://host/study --title T --coordinator 名称</translation>
    </message>
    <message>
        <source>server push takes a project file and a server: errata-cli server push study.errata postgresql://host/study</source>
        <translation>server push 需要一个项目文件和一个服务器：errata-cli server push study.errata postgresql://host/study</translation>
    </message>
    <message>
        <source>server pull takes a server and a new project file: errata-cli server pull postgresql://host/study study.errata</source>
        <translation>server pull 需要一个服务器和一个新的项目文件：errata-cli server pull postgresql://host/study study.errata</translation>
    </message>
    <message>
        <source>Pushed</source>
        <translation>已推送</translation>
    </message>
    <message>
        <source>Pulled</source>
        <translation>已拉取</translation>
    </message>
    <message>
        <source>To</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>server login takes the server, a person and their PostgreSQL role: errata-cli server login postgresql://host/study &quot;Ann Lee&quot; --login ann</source>
        <translation>server login 需要服务器、一个人员及其 PostgreSQL 角色：errata-cli server login postgresql://host/study &quot;Ann Lee&quot; --login ann</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Signs in as</source>
        <translation>登录身份</translation>
    </message>
    <message>
        <source>server takes init, push, pull, login or secure: errata-cli server init postgresql://HOST/DB --title T --coordinator NAME</source>
        <translation>server 接受 init、push、pull、login 或 secure：errata-cli server init postgresql://HOST/DB --title T --coordinator NAME</translation>
    </message>
    <message>
        <source>server secure takes the server, as its owner: errata-cli server secure postgresql://owner@host/study</source>
        <translation>server secure 需要服务器地址，并以其所有者身份运行：errata-cli server secure postgresql://owner@host/study</translation>
    </message>
    <message>
        <source>Permissions set up on</source>
        <translation>权限已设置于</translation>
    </message>
    <message>
        <source>Until now the login of</source>
        <translation>此前属于</translation>
    </message>
    <message>
        <source>Note: %1 was %2&apos;s login until now; %2 no longer signs in with it.</source>
        <translation>注意：%1 此前是 %2 的登录名；%2 以后不能再用它登录。</translation>
    </message>
</context>
<context>
    <name>SetJudgementCommand</name>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
</context>
<context>
    <name>SignificanceCommand</name>
    <message>
        <source>--test must be ar, bootstrap, wilcoxon or mannwhitney, not &quot;%1&quot;.</source>
        <translation>--test 必须是 ar、bootstrap、wilcoxon 或 mannwhitney，而不是“%1”。</translation>
    </message>
    <message>
        <source>--trials must be a positive whole number, not &quot;%1&quot;.</source>
        <translation>--trials 必须是正整数，而不是“%1”。</translation>
    </message>
    <message>
        <source>--alpha must be a number between 0 and 1, not &quot;%1&quot;.</source>
        <translation>--alpha 必须是 0 到 1 之间的数，而不是“%1”。</translation>
    </message>
    <message>
        <source>significance takes --systems KEY, not --by.</source>
        <translation>significance 使用 --systems 键，而不是 --by。</translation>
    </message>
    <message>
        <source>anova takes --by KEY: the groups to compare.</source>
        <translation>anova 需要 --by 键：要比较的组。</translation>
    </message>
    <message>
        <source>anova takes one key in --by.</source>
        <translation>anova 的 --by 只接受一个键。</translation>
    </message>
    <message>
        <source>Groups by</source>
        <translation>分组依据</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>组数</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>df between</source>
        <translation>组间自由度</translation>
    </message>
    <message>
        <source>df within</source>
        <translation>组内自由度</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
</context>
<context>
    <name>SignificanceTables</name>
    <message>
        <source>Test</source>
        <translation>检验</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>paired approximate randomisation</source>
        <translation>配对近似随机化检验</translation>
    </message>
    <message>
        <source>paired bootstrap</source>
        <translation>配对自助法</translation>
    </message>
    <message>
        <source>Wilcoxon signed-rank (paired)</source>
        <translation>Wilcoxon 符号秩检验（配对）</translation>
    </message>
    <message>
        <source>Mann–Whitney U (unpaired)</source>
        <translation>Mann–Whitney U 检验（非配对）</translation>
    </message>
    <message>
        <source>Test: %1, %2 trials, seed %3</source>
        <translation>检验：%1，%2 次试验，随机种子 %3</translation>
    </message>
    <message>
        <source>Test: %1</source>
        <translation>检验：%1</translation>
    </message>
    <message>
        <source>α = %1; %2</source>
        <translation>α = %1；%2</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>z-scores per rater</source>
        <translation>按评分者计算 z 分数</translation>
    </message>
    <message>
        <source>items paired by “%1”</source>
        <translation>按“%1”配对条目</translation>
    </message>
    <message>
        <source>a system starts a new cluster when it is significantly worse than every member of the one above.</source>
        <translation>当一个系统显著差于上一组的每个成员时，它开始一个新组。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>组</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>System A</source>
        <translation>系统 A</translation>
    </message>
    <message>
        <source>System B</source>
        <translation>系统 B</translation>
    </message>
    <message>
        <source>n A</source>
        <translation>n A</translation>
    </message>
    <message>
        <source>n B</source>
        <translation>n B</translation>
    </message>
    <message>
        <source>Mean A</source>
        <translation>均值 A</translation>
    </message>
    <message>
        <source>Mean B</source>
        <translation>均值 B</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Cohen&apos;s d</source>
        <translation>Cohen&apos;s d</translation>
    </message>
    <message>
        <source>Significant</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>Rater</source>
        <translation>评分者</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>系统数</translation>
    </message>
    <message>
        <source>Kendall τ-b</source>
        <translation>Kendall τ-b</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
</context>
<context>
    <name>SpanClassificationTask</name>
    <message>
        <source>%1: the folder could not be made</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>SpansCsvWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
</context>
<context>
    <name>StudyPlanner</name>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>%2 中没有人员 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1 is not an active annotator.</source>
        <translation>%1 不是在职的标注员。</translation>
    </message>
    <message>
        <source>Each item needs %1 annotators, but there are only %2.</source>
        <translation>每个条目需要 %1 名标注员，但只有 %2 名。</translation>
    </message>
    <message>
        <source>Each item needs at least one annotator.</source>
        <translation>每个条目至少需要一名标注员。</translation>
    </message>
    <message>
        <source>Left out: %1 (%2).</source>
        <translation>未纳入：%1（%2）。</translation>
    </message>
</context>
<context>
    <name>StudySettingsCommand</name>
    <message>
        <source>study takes the project file (and --require-qualification on|off, --max-errors N|none).</source>
        <translation>study 需要项目文件（以及 --require-qualification on|off、--max-errors N|none）。</translation>
    </message>
    <message>
        <source>--require-qualification must be on or off, not &quot;%1&quot;.</source>
        <translation>--require-qualification 必须是 on 或 off，而不是“%1”。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>SubmissionCheck</name>
    <message>
        <source>an error type</source>
        <translation>错误类型</translation>
    </message>
    <message>
        <source>a severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>a rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>修改建议</translation>
    </message>
    <message>
        <source>an associated span</source>
        <translation>关联片段</translation>
    </message>
    <message>
        <source>an antecedent</source>
        <translation>先行片段</translation>
    </message>
    <message>
        <source>(insertion point at %1)</source>
        <translation>（位置 %1 处的插入点）</translation>
    </message>
    <message>
        <source>Span %1 %2 (%3) needs %4.</source>
        <translation>片段 %1 %2（%3）缺少%4。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>This text has %1 errors, the project&apos;s limit: a text with more is discarded.</source>
        <translation>此文本有 %1 处错误，已达项目上限：错误更多的文本将被丢弃。</translation>
    </message>
    <message>
        <source>This text has %1 errors, more than the project&apos;s limit of %2: discard it, with the reason “more than %2 errors”.</source>
        <translation>此文本有 %1 处错误，超过项目上限 %2：请丢弃它，理由为“超过 %2 处错误”。</translation>
    </message>
</context>
<context>
    <name>SuggestionCommands</name>
    <message>
        <source>suggestions takes seed or report: errata-cli suggestions seed PROJECT --system NAME [--annotators A,B,…] [--where key=value]</source>
        <translation>suggestions 需要 seed 或 report：errata-cli suggestions seed 项目 --system 名称 [--annotators A,B,…] [--where 键=值]</translation>
    </message>
    <message>
        <source>suggestions seed takes the project file and --system NAME.</source>
        <translation>suggestions seed 需要项目文件和 --system 名称。</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 未作改动。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Assignments seeded</source>
        <translation>已加入建议的分配</translation>
    </message>
    <message>
        <source>Suggestions written</source>
        <translation>写入的建议</translation>
    </message>
    <message>
        <source>Already offered</source>
        <translation>已提供过</translation>
    </message>
    <message>
        <source>Already started (left alone)</source>
        <translation>已开始（未改动）</translation>
    </message>
    <message>
        <source>Items the system did not predict</source>
        <translation>系统未预测的条目</translation>
    </message>
    <message>
        <source>suggestions report takes the project file.</source>
        <translation>suggestions report 需要项目文件。</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>提供</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>修改</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未决定</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Kept %</source>
        <translation>保留 %</translation>
    </message>
    <message>
        <source>Edited %</source>
        <translation>修改 %</translation>
    </message>
    <message>
        <source>Rejected %</source>
        <translation>拒绝 %</translation>
    </message>
    <message>
        <source>Added %</source>
        <translation>新增 %</translation>
    </message>
    <message>
        <source>Fields edited</source>
        <translation>修改的字段</translation>
    </message>
    <message>
        <source>Seconds per item with</source>
        <translation>每条目秒数（有建议）</translation>
    </message>
    <message>
        <source>Seconds per item without</source>
        <translation>每条目秒数（无建议）</translation>
    </message>
</context>
<context>
    <name>SuggestionSeed</name>
    <message>
        <source>no annotator called &quot;%1&quot; is in %2</source>
        <translation>%2 中没有名为“%1”的标注者</translation>
    </message>
    <message>
        <source>offer suggestions</source>
        <translation>提供建议</translation>
    </message>
    <message>
        <source>%1 holds no predictions of a system called &quot;%2&quot;</source>
        <translation>%1 中没有名为“%2”的系统的预测</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>SyntaxColouring</name>
    <message>
        <source>Built without KSyntaxHighlighting: Markdown, code and JSON are shown uncoloured.</source>
        <translation>构建时未包含 KSyntaxHighlighting：Markdown、代码和 JSON 将不带颜色显示。</translation>
    </message>
    <message>
        <source>Markdown, code and JSON coloured by KSyntaxHighlighting %1.</source>
        <translation>Markdown、代码和 JSON 由 KSyntaxHighlighting %1 着色。</translation>
    </message>
</context>
<context>
    <name>SystemScores</name>
    <message>
        <source>%1 has no predictions; bring them in with predictions import.</source>
        <translation>%1 没有预测；请用 predictions import 导入。</translation>
    </message>
    <message>
        <source>There is no system &quot;%1&quot;; the project has: %2.</source>
        <translation>没有系统“%1”；项目中有：%2。</translation>
    </message>
    <message>
        <source>Human (mean)</source>
        <translation>人类（均值）</translation>
    </message>
    <message>
        <source>Micro average</source>
        <translation>微平均</translation>
    </message>
    <message>
        <source>Macro average</source>
        <translation>宏平均</translation>
    </message>
</context>
<context>
    <name>SystemSignificance</name>
    <message>
        <source>no item has the metadata key &quot;%1&quot;; the keys are: %2</source>
        <translation>没有条目具有元数据键“%1”；现有的键为：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a type of this measure</source>
        <translation>“%1”不是此度量的类型</translation>
    </message>
    <message>
        <source>the rater table compares annotators&apos; layers, not the gold layer</source>
        <translation>评分者表比较的是标注者的层，而不是金标准层</translation>
    </message>
</context>
<context>
    <name>TaskExport</name>
    <message>
        <source>TGEA: is the text erroneous (balanced)</source>
        <translation>TGEA：文本是否有错（平衡）</translation>
    </message>
    <message>
        <source>TGEA: erroneous and associated spans as BIO tags</source>
        <translation>TGEA：错误片段和关联片段的 BIO 标签</translation>
    </message>
    <message>
        <source>TGEA: the level-1 type of each erroneous span</source>
        <translation>TGEA：每个错误片段的一级类型</translation>
    </message>
    <message>
        <source>TGEA: text to corrected text</source>
        <translation>TGEA：文本到纠正后的文本</translation>
    </message>
    <message>
        <source>TGEA: text and span to rationale</source>
        <translation>TGEA：文本和片段到理由</translation>
    </message>
    <message>
        <source>Scarecrow: error spans and “no error” spans to classify</source>
        <translation>Scarecrow：待分类的错误片段和“无错误”片段</translation>
    </message>
    <message>
        <source>--task is one of: %1</source>
        <translation>--task 可选：%1</translation>
    </message>
</context>
<context>
    <name>TaskExportCommand</name>
    <message>
        <source>--task is one of: %1</source>
        <translation>--task 可选：%1</translation>
    </message>
    <message>
        <source>export --task takes the project file and -o FOLDER.</source>
        <translation>export --task 需要项目文件和 -o 文件夹。</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>已写入</translation>
    </message>
    <message>
        <source>Split (train:dev:test)</source>
        <translation>划分（train:dev:test）</translation>
    </message>
    <message>
        <source>Rows in %1.jsonl</source>
        <translation>%1.jsonl 中的行数</translation>
    </message>
    <message>
        <source>Left out (see docs/formats.md)</source>
        <translation>未写出（见 docs/formats.md）</translation>
    </message>
</context>
<context>
    <name>TaxonomyExtender</name>
    <message>
        <source>The categories of this file do not fit the taxonomy: %1</source>
        <translation>此文件的类别与分类体系不符：%1</translation>
    </message>
</context>
<context>
    <name>TaxonomyLoader</name>
    <message>
        <source>unknown key &quot;%1&quot; (allowed: %2)</source>
        <translation>未知的键 &quot;%1&quot;（允许的键：%2）</translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot;</source>
        <translation>缺少必需的键 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object of language codes to strings, e.g. {&quot;en&quot;: &quot;...&quot;}</source>
        <translation>应为由语言代码映射到字符串的对象，例如 {&quot;en&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as en or zh_CN</source>
        <translation>&quot;%1&quot; 不是语言代码（如 en 或 zh_CN）</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>应为非空字符串</translation>
    </message>
    <message>
        <source>an English (&quot;en&quot;) text is required</source>
        <translation>必须提供英文（&quot;en&quot;）文本</translation>
    </message>
    <message>
        <source>a shortcut must be a single printable character</source>
        <translation>快捷键必须是单个可打印字符</translation>
    </message>
    <message>
        <source>shortcut &quot;%1&quot; is already used by %2</source>
        <translation>快捷键 &quot;%1&quot; 已被 %2 使用</translation>
    </message>
    <message>
        <source>selectableLevels must be [2] or [1, 2]</source>
        <translation>selectableLevels 必须为 [2] 或 [1, 2]</translation>
    </message>
    <message>
        <source>severities must be a non-empty array</source>
        <translation>severities 必须是非空数组</translation>
    </message>
    <message>
        <source>severity keys must be non-empty and unique</source>
        <translation>严重程度的键必须非空且唯一</translation>
    </message>
    <message>
        <source>weight must be a number</source>
        <translation>weight 必须是数字</translation>
    </message>
    <message>
        <source>expected a non-empty array of nodes</source>
        <translation>应为非空的节点数组</translation>
    </message>
    <message>
        <source>expected a node object</source>
        <translation>应为节点对象</translation>
    </message>
    <message>
        <source>a node key must be a non-empty string without surrounding spaces</source>
        <translation>节点键必须是非空字符串，且首尾不能有空格</translation>
    </message>
    <message>
        <source>node key &quot;%1&quot; is used twice</source>
        <translation>节点键 &quot;%1&quot; 被重复使用</translation>
    </message>
    <message>
        <source>a taxonomy has at most two levels</source>
        <translation>分类体系最多只能有两级</translation>
    </message>
    <message>
        <source>a colour must be written #RRGGBB, got &quot;%1&quot;</source>
        <translation>颜色必须写成 #RRGGBB 格式，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the selectable type &quot;%1&quot; needs a &quot;color&quot;</source>
        <translation>可选类型 &quot;%1&quot; 需要设置 &quot;color&quot;</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>linkKind must be &quot;antecedent&quot; or &quot;associated&quot;</source>
        <translation>linkKind 必须是 &quot;antecedent&quot; 或 &quot;associated&quot;</translation>
    </message>
    <message>
        <source>a type that requires a link must say its &quot;linkKind&quot;</source>
        <translation>需要链接的类型必须指明其 &quot;linkKind&quot;</translation>
    </message>
    <message>
        <source>weights map severity keys to numbers; &quot;%1&quot; is not a severity</source>
        <translation>weights 将严重程度的键映射为数字；&quot;%1&quot; 不是严重程度</translation>
    </message>
    <message>
        <source>format must be &quot;%1&quot;</source>
        <translation>format 必须是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unsupported taxonomy format version (this Errata reads version %1)</source>
        <translation>不支持的分类体系格式版本（当前 Errata 只能读取版本 %1）</translation>
    </message>
    <message>
        <source>id must be lowercase letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>id 只能由小写字母、数字、&apos;_&apos;、&apos;.&apos; 或 &apos;-&apos; 组成</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>a taxonomy file must hold one JSON object</source>
        <translation>分类体系文件必须包含且只包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>no built-in taxonomy named &quot;%1&quot;</source>
        <translation>没有名为 &quot;%1&quot; 的内置分类体系</translation>
    </message>
    <message>
        <source>%1: not valid text: a \u escape names half of a surrogate pair (\uD800–\uDFFF) without its other half</source>
        <translation>%1：不是有效文本：\u 转义只给出了代理对的一半（\uD800–\uDFFF），缺少另一半</translation>
    </message>
</context>
<context>
    <name>TgeaDatasetReport</name>
    <message>
        <source>Texts (annotations handed in)</source>
        <translation>文本（已提交的标注）</translation>
    </message>
    <message>
        <source>with no error</source>
        <translation>无错误</translation>
    </message>
    <message>
        <source>with 1 error</source>
        <translation>含 1 个错误</translation>
    </message>
    <message>
        <source>with 2 errors</source>
        <translation>含 2 个错误</translation>
    </message>
    <message>
        <source>with 3 errors</source>
        <translation>含 3 个错误</translation>
    </message>
    <message>
        <source>with 4 or more errors</source>
        <translation>含 4 个及以上错误</translation>
    </message>
    <message>
        <source>Distinct texts</source>
        <translation>不同文本数</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Mean tokens a text</source>
        <translation>每个文本的平均词元数</translation>
    </message>
    <message>
        <source>Mean tokens an erroneous span</source>
        <translation>每个错误片段的平均词元数</translation>
    </message>
    <message>
        <source>Mean tokens an associated span</source>
        <translation>每个关联片段的平均词元数</translation>
    </message>
    <message>
        <source>Mean tokens between them</source>
        <translation>两者之间的平均词元数</translation>
    </message>
    <message>
        <source>Mean tokens a rationale</source>
        <translation>每条理由的平均词元数</translation>
    </message>
    <message>
        <source>Pairs of annotations on one text</source>
        <translation>同一文本上的标注对</translation>
    </message>
    <message>
        <source>Erroneous flag: agreement</source>
        <translation>错误标记：一致率</translation>
    </message>
    <message>
        <source>Erroneous flag: κ</source>
        <translation>错误标记：κ</translation>
    </message>
    <message>
        <source>Erroneous spans: agreement</source>
        <translation>错误片段：一致率</translation>
    </message>
    <message>
        <source>Matched erroneous spans</source>
        <translation>匹配的错误片段</translation>
    </message>
    <message>
        <source>Associated spans: agreement</source>
        <translation>关联片段：一致率</translation>
    </message>
    <message>
        <source>Level-1 types: agreement</source>
        <translation>一级类型：一致率</translation>
    </message>
    <message>
        <source>Level-1 types: κ</source>
        <translation>一级类型：κ</translation>
    </message>
</context>
<context>
    <name>TgeaJsonWriter</name>
    <message>
        <source>tgea-json holds TGEA&apos;s error types only; this project uses the taxonomy &quot;%1&quot; (export errata-jsonl or spans-csv instead)</source>
        <translation>tgea-json 只能包含 TGEA 的错误类型；本项目使用的分类体系是“%1”（请改为导出 errata-jsonl 或 spans-csv）</translation>
    </message>
</context>
<context>
    <name>TgeaReader</name>
    <message>
        <source>unknown field &quot;%1&quot; (expected %2)</source>
        <translation>未知字段 &quot;%1&quot;（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>expected [start, end], two whole numbers</source>
        <translation>应为 [start, end]，即两个整数</translation>
    </message>
    <message>
        <source>[%1, %2) is not a range: the end lies before the start</source>
        <translation>[%1, %2) 不是有效范围：结束位置在开始位置之前</translation>
    </message>
    <message>
        <source>[%1, %2) lies outside the text, which has %3 characters</source>
        <translation>[%1, %2) 超出了文本范围（文本共 %3 个字符）</translation>
    </message>
    <message>
        <source>an error needs &quot;level1&quot;, its level-1 type</source>
        <translation>错误需要 &quot;level1&quot;，即其一级类型</translation>
    </message>
    <message>
        <source>unknown level-1 type &quot;%1&quot;; expected one of %2, or their English or Chinese names</source>
        <translation>未知的一级类型 &quot;%1&quot;；应为 %2 之一，或其英文或中文名称</translation>
    </message>
    <message>
        <source>level-2 type &quot;%1&quot; given, but %2 has no subtypes</source>
        <translation>给出了二级类型 &quot;%1&quot;，但 %2 没有子类型</translation>
    </message>
    <message>
        <source>unknown level-2 type &quot;%1&quot; of %2; expected one of %3, or their English or Chinese names</source>
        <translation>%2 下未知的二级类型 &quot;%1&quot;；应为 %3 之一，或其英文或中文名称</translation>
    </message>
    <message>
        <source>an error must be a JSON object</source>
        <translation>每个错误都必须是 JSON 对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string or null</source>
        <translation>&quot;%1&quot; 必须是字符串或 null</translation>
    </message>
    <message>
        <source>a record needs an &quot;id&quot; (a string)</source>
        <translation>记录需要 &quot;id&quot;（字符串）</translation>
    </message>
    <message>
        <source>a record needs a &quot;text&quot; (the generated text, a non-empty string)</source>
        <translation>记录需要 &quot;text&quot;（生成的文本，非空字符串）</translation>
    </message>
    <message>
        <source>&quot;prompt&quot; must be a string</source>
        <translation>&quot;prompt&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>&quot;annotator&quot; must be a non-empty string</source>
        <translation>&quot;annotator&quot; 必须是非空字符串</translation>
    </message>
    <message>
        <source>a record needs &quot;erroneous&quot;: true or false</source>
        <translation>记录需要 &quot;erroneous&quot;: true 或 false</translation>
    </message>
    <message>
        <source>&quot;metadata&quot; must be an object</source>
        <translation>&quot;metadata&quot; 必须是对象</translation>
    </message>
    <message>
        <source>metadata values must be strings or numbers</source>
        <translation>metadata 的值必须是字符串或数字</translation>
    </message>
    <message>
        <source>&quot;errors&quot; must be an array</source>
        <translation>&quot;errors&quot; 必须是数组</translation>
    </message>
    <message>
        <source>&quot;erroneous&quot; is true, but the record lists no errors</source>
        <translation>&quot;erroneous&quot; 为 true，但记录中没有列出任何错误</translation>
    </message>
    <message numerus="yes">
        <source>&quot;erroneous&quot; is false, but the record lists %n error(s)</source>
        <translation>
            <numerusform>&quot;erroneous&quot; 为 false，但记录中列出了 %n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>id %1 appears again with a different text or prompt</source>
        <translation>id %1 再次出现，但文本或提示不同</translation>
    </message>
    <message>
        <source>id %1 is annotated twice by %2</source>
        <translation>id %1 被 %2 标注了两次</translation>
    </message>
    <message>
        <source>a JSON array of records</source>
        <translation>由记录组成的 JSON 数组</translation>
    </message>
    <message>
        <source>the built-in TGEA taxonomy could not be loaded</source>
        <translation>无法加载内置的 TGEA 分类体系</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>每条记录都必须是 JSON 对象</translation>
    </message>
</context>
<context>
    <name>TgeaTasks</name>
    <message>
        <source>%1: the folder could not be made</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ThreshReader</name>
    <message>
        <source>unknown Scarecrow category &quot;%1&quot;</source>
        <translation>未知的 Scarecrow 类别 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>offsets [%1, %2) do not fit the target text</source>
        <translation>偏移量 [%1, %2) 超出目标文本范围</translation>
    </message>
    <message>
        <source>an edit needs at least one output_idx pair</source>
        <translation>每个编辑至少需要一对 output_idx</translation>
    </message>
    <message>
        <source>an item needs a gid and a target text</source>
        <translation>条目需要 gid 和目标文本</translation>
    </message>
    <message>
        <source>a JSON array of items</source>
        <translation>由条目组成的 JSON 数组</translation>
    </message>
    <message>
        <source>%1:%2: item %3: the target text of %4 differs from the item&apos;s; their spans were carried over by the texts&apos; common start and end</source>
        <translation>%1:%2：条目 %3：%4 的目标文本与该条目的文本不同；其片段已按两段文本共同的开头和结尾迁移过来</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them reach into the differing part and were clamped to it</source>
        <translation>
            <numerusform>；其中 %n 个片段延伸到了不同的部分，已被相应截断</numerusform>
        </translation>
    </message>
    <message>
        <source>an edit needs a category</source>
        <translation>每个编辑都需要类别</translation>
    </message>
    <message>
        <source>no known severity for category &quot;%1&quot; (annotation.%1_type: expected &quot;minor&quot;, &quot;somewhat&quot; or &quot;a lot&quot;)</source>
        <translation>类别 &quot;%1&quot; 没有已知的严重程度（annotation.%1_type：应为 &quot;minor&quot;、&quot;somewhat&quot; 或 &quot;a lot&quot;）</translation>
    </message>
    <message>
        <source>an MQM edit has one output_idx pair, not %1</source>
        <translation>MQM 编辑只能有一对 output_idx，而不是 %1 对</translation>
    </message>
    <message>
        <source>an MQM rating needs a rater, a system, a seg_id and a target text</source>
        <translation>MQM 评分需要评分员、系统、seg_id 和目标文本</translation>
    </message>
</context>
<context>
    <name>TypeSelectors</name>
    <message>
        <source>Any error</source>
        <translation>任意错误</translation>
    </message>
</context>
<context>
    <name>WebCommands</name>
    <message>
        <source>serve takes one project file.</source>
        <translation>serve 需要一个项目文件。</translation>
    </message>
    <message>
        <source>serve works on a project file for now; a team server&apos;s project is not served yet (docs/web.md).</source>
        <translation>serve 目前只适用于项目文件；团队服务器上的项目尚不能提供（docs/web.md）。</translation>
    </message>
    <message>
        <source>Serving %1 at %2://%3:%4/ (stop with Ctrl+C; every saved edit is already in the file).</source>
        <translation>正在 %2://%3:%4/ 提供 %1（按 Ctrl+C 停止；每个已保存的编辑都已写入文件）。</translation>
    </message>
    <message>
        <source>links takes one project file.</source>
        <translation>links 需要一个项目文件。</translation>
    </message>
    <message>
        <source>links takes --make or --revoke, not both.</source>
        <translation>links 只能用 --make 或 --revoke 之一，不能同时使用。</translation>
    </message>
    <message>
        <source>manage sign-in links</source>
        <translation>管理登录链接</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>创建于</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>撤销于</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>%2 中没有人员 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1 is not an annotator: the page is the annotator&apos;s part of Errata.</source>
        <translation>%1 不是标注者：该页面是 Errata 中供标注者使用的部分。</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in link(s) of %1 revoked.</source>
        <translation>
            <numerusform>已撤销 %1 的 %n 个登录链接。</numerusform>
        </translation>
    </message>
    <message>
        <source>This errata-cli was built without the web page: it needs Qt HttpServer with Qt 6.4&apos;s request API (docs/web.md).</source>
        <translation>此 errata-cli 构建时未包含网页：网页需要带有 Qt 6.4 请求 API 的 Qt HttpServer（docs/web.md）。</translation>
    </message>
</context>
<context>
    <name>WebLinkRepository</name>
    <message>
        <source>make sign-in links</source>
        <translation>创建登录链接</translation>
    </message>
    <message>
        <source>revoke sign-in links</source>
        <translation>撤销登录链接</translation>
    </message>
</context>
<context>
    <name>WorkPackage</name>
    <message>
        <source>deleted offline, changed here</source>
        <translation>离线时已删除，此处已修改</translation>
    </message>
    <message>
        <source>changed offline, deleted here</source>
        <translation>离线时已修改，此处已删除</translation>
    </message>
    <message>
        <source>changed offline and here; both versions kept</source>
        <translation>离线时和此处均有修改；两个版本均已保留</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; offline, &quot;%3&quot; here; kept &quot;%3&quot;</source>
        <translation>%1：离线为 &quot;%2&quot;，此处为 &quot;%3&quot;；保留 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 offline, %2 here; kept %2</source>
        <translation>离线为 %1，此处为 %2；保留 %2</translation>
    </message>
    <message>
        <source>%1 is not a work package</source>
        <translation>%1 不是工作包</translation>
    </message>
    <message>
        <source>%1 was made from another project, not from %2</source>
        <translation>%1 是从另一个项目生成的，而不是从 %2</translation>
    </message>
    <message>
        <source>%1 has no work package of %2 on record</source>
        <translation>%1 中没有 %2 的工作包记录</translation>
    </message>
    <message>
        <source>item %1 could not be merged into %2</source>
        <translation>无法将条目 %1 合并到 %2</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>nobody called &quot;%1&quot; is in %2</source>
        <translation>%2 中没有名为 &quot;%1&quot; 的人员</translation>
    </message>
    <message>
        <source>%1 has no assigned items to take away</source>
        <translation>%1 没有可带走的已分配条目</translation>
    </message>
    <message>
        <source>the split could not be recorded in %1</source>
        <translation>无法在 %1 中记录此次拆分</translation>
    </message>
    <message>
        <source>%1 uses the taxonomy &quot;%2&quot;, but %3 uses &quot;%4&quot;</source>
        <translation>%1 使用分类体系 &quot;%2&quot;，但 %3 使用 &quot;%4&quot;</translation>
    </message>
    <message>
        <source>The merge was cancelled; %1 is unchanged.</source>
        <translation>合并已取消；%1 保持不变。</translation>
    </message>
    <message>
        <source>The split was cancelled; %1 is unchanged.</source>
        <translation>拆分已取消；%1 保持不变。</translation>
    </message>
    <message>
        <source>merge work packages</source>
        <translation>合并工作包</translation>
    </message>
    <message>
        <source>make work packages</source>
        <translation>生成工作包</translation>
    </message>
    <message>
        <source>nobody called &quot;%1&quot; is in %2; did you mean &quot;%3&quot;?</source>
        <translation>%2 中没有名为“%1”的人员；您是否指的是“%3”？</translation>
    </message>
    <message>
        <source>%1 is a package of %2 (made %3) that %4 has no record of; the newest was made %5.</source>
        <translation>%1 是 %2 的工作包（创建于 %3），但 %4 中没有它的记录；最新的工作包创建于 %5。</translation>
    </message>
    <message>
        <source>a suggestion %1 offline, %2 here; kept %2</source>
        <translation>一条建议离线为 %1，此处为 %2；保留 %2</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 已存在；请另选一个名称。</translation>
    </message>
    <message>
        <source>%1 offline, %2 here; kept %2, and the changes made offline were not merged</source>
        <translation>离线为 %1，此处为 %2；保留 %2，离线所做的更改未被合并</translation>
    </message>
</context>
<context>
    <name>WorkflowText</name>
    <message>
        <source>New</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>已提交</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>审核中</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>已退回</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>已丢弃</translation>
    </message>
    <message>
        <source>open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>claim for review</source>
        <translation>领取审核</translation>
    </message>
    <message>
        <source>release from review</source>
        <translation>取消领取审核</translation>
    </message>
    <message>
        <source>return for amendment</source>
        <translation>退回修改</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>审核员</translation>
    </message>
    <message>
        <source>Coordinator</source>
        <translation>协调员</translation>
    </message>
    <message>
        <source>Only the assigned annotator may %1 this item.</source>
        <translation>此条目只能由被分配的标注员%1。</translation>
    </message>
    <message>
        <source>Only a reviewer may %1 this item.</source>
        <translation>此条目只能由审核员%1。</translation>
    </message>
    <message>
        <source>A reason is required to %1.</source>
        <translation>%1时必须填写理由。</translation>
    </message>
    <message>
        <source>Cannot %1 an item in the state “%2”.</source>
        <translation>条目处于“%2”状态，无法%1。</translation>
    </message>
    <message>
        <source>Reviewers do not review their own annotations.</source>
        <translation>审核员不能审核自己的标注。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mark, review and analyse errors in machine-generated text.</source>
        <translation>标注、审核和分析机器生成文本中的错误。</translation>
    </message>
    <message>
        <source>The .errata project to open.</source>
        <translation>要打开的 .errata 项目。</translation>
    </message>
    <message>
        <source>Open the demo project.</source>
        <translation>打开演示项目。</translation>
    </message>
    <message>
        <source>Act as this person of the project.</source>
        <translation>以项目中该人员的身份操作。</translation>
    </message>
    <message>
        <source>Save the window as PNG and quit.</source>
        <translation>将窗口保存为 PNG 并退出。</translation>
    </message>
</context>
</TS>
