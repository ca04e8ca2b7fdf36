<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CliCommands</name>
    <message>
        <source>--format must be text, tsv or json, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run errata-cli --help for the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: errata-cli [--format text|tsv|json] COMMAND ...

Commands:
  init PROJECT.errata [--taxonomy scarecrow|tgea|mqm|FILE.json] [--title T]
                         create a new, empty project
  info PROJECT.errata    counts: items, people, spans, assignments by state
  check PROJECT.errata   integrity check; exit status 0 only when sound
  demo PROJECT.errata    write the demo project
  --version              print the version

Exit status: 0 ok, 1 user error, 2 internal error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>init takes one project file, e.g. errata-cli init study.errata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The taxonomy %1 is not valid; the project was not created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxonomy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info takes one project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check takes one project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo takes the path of the project to write.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>%1 already exists; choose another name or open it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an Errata project (it is not an SQLite database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged and was not opened (SQLite: %2). Restore it from a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read as an Errata project: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database from another application, not an Errata project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer Errata (schema version %2; this version reads up to %3). Update Errata to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged and was not opened (SQLite integrity check: %2). Restore it from a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot configure %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema upgrade to version %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoItemReader</name>
    <message>
        <source>demo item %1: &quot;%2&quot; is not in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo corpus is empty or not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoProject</name>
    <message>
        <source>The demo corpus is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errata demo: GPT continuations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the demo project.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::Application</name>
    <message>
        <source>Could not create the demo project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error taxonomy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This item no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errata</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::AssignmentRepository</name>
    <message>
        <source>Could not create the assignment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such assignment or person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the state change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::ItemListModel</name>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not assigned to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::ItemListPanel</name>
    <message>
        <source>Any state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: model, topic=science, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::ItemPreview</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an item in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt — written by a person, not annotated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::ItemRepository</name>
    <message>
        <source>Could not save item %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::MainWindow</name>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who Are You…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Errata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Errata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Errata %1&lt;/h3&gt;&lt;p&gt;Find, label, review and analyse errors in machine-generated text.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Errata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::SpanRepository</name>
    <message>
        <source>Could not save the span.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::TaxonomyRepository</name>
    <message>
        <source>This project already has a taxonomy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the taxonomy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project has no taxonomy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s taxonomy is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::WelcomeDialog</name>
    <message>
        <source>Welcome to Errata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Errata&lt;/h2&gt;&lt;p&gt;Mark, review and analyse errors in machine-generated text. Each project is one file on your computer; nothing needs a server.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the demo project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twelve generated paragraphs, ten annotators&apos; layers, items in every review state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an empty project with the Scarecrow, TGEA or MQM taxonomy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;pen project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an existing .errata file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errata::WhoAreYouDialog</name>
    <message>
        <source>Who are you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose yourself among the people of this project. Errata shows you the work of your role and records your name on what you do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act as:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <source>Could not write the new project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectChecker</name>
    <message>
        <source>item %1: layer %2 belongs to a person with no assignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1: span %2 [%3, %4) lies outside its text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1: a link of span %2 lies outside its text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1: span %2 has unknown type &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaxonomyLoader</name>
    <message>
        <source>unknown key &quot;%1&quot; (allowed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of language codes to strings, e.g. {&quot;en&quot;: &quot;...&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as en or zh_CN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an English (&quot;en&quot;) text is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shortcut must be a single printable character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortcut &quot;%1&quot; is already used by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selectableLevels must be [2] or [1, 2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>severities must be a non-empty array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>severity keys must be non-empty and unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty array of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node key must be a non-empty string without surrounding spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node key &quot;%1&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a taxonomy has at most two levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a colour must be written #RRGGBB, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the selectable type &quot;%1&quot; needs a &quot;color&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linkKind must be &quot;antecedent&quot; or &quot;associated&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a type that requires a link must say its &quot;linkKind&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights map severity keys to numbers; &quot;%1&quot; is not a severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported taxonomy format version (this Errata reads version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id must be lowercase letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a taxonomy file must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no built-in taxonomy named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkflowText</name>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim for review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release from review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>return for amendment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot %1 an item that is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the assigned annotator may %1 this item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a reviewer may %1 this item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reason is required to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mark, review and analyse errors in machine-generated text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .errata project to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act as this person of the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the window as PNG and quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
