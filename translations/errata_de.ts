<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AddSpanCommand</name>
    <message>
        <source>Mark %1</source>
        <translation>%1 markieren</translation>
    </message>
</context>
<context>
    <name>ArchiveRestorer</name>
    <message>
        <source>the project file could not be written</source>
        <translation>die Projektdatei konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the archive&apos;s taxonomy</source>
        <translation>die Taxonomie des Archivs</translation>
    </message>
    <message>
        <source>%1: the settings could not be written</source>
        <translation>%1: die Einstellungen konnten nicht geschrieben werden</translation>
    </message>
    <message>
        <source>item %1: the category &quot;%2&quot; or severity &quot;%3&quot; is not in the project&apos;s taxonomy &quot;%4&quot;</source>
        <translation>Eintrag %1: die Kategorie &quot;%2&quot; oder der Schweregrad &quot;%3&quot; ist nicht in der Taxonomie &quot;%4&quot; des Projekts enthalten</translation>
    </message>
    <message>
        <source>item %1, annotator %2: %3</source>
        <translation>Eintrag %1, Annotator %2: %3</translation>
    </message>
    <message>
        <source>item %1: %2</source>
        <translation>Eintrag %1: %2</translation>
    </message>
    <message>
        <source>item %1 is already in the project with a different text</source>
        <translation>Eintrag %1 ist bereits mit einem anderen Text im Projekt vorhanden</translation>
    </message>
    <message>
        <source>item %1 could not be added: %2</source>
        <translation>Eintrag %1 konnte nicht hinzugefügt werden: %2</translation>
    </message>
</context>
<context>
    <name>CliCommands</name>
    <message>
        <source>--format must be text, tsv or json, not &quot;%1&quot;.</source>
        <translation>--format muss text, tsv oder json sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run errata-cli --help for the list.</source>
        <translation>Unbekannter Befehl „%1“. Eine Liste der Befehle zeigt errata-cli --help.</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 erfordert einen Wert.</translation>
    </message>
    <message>
        <source>init takes one project file, e.g. errata-cli init study.errata</source>
        <translation>init erwartet genau eine Projektdatei, z. B. errata-cli init study.errata</translation>
    </message>
    <message>
        <source>The taxonomy %1 is not valid; the project was not created.</source>
        <translation>Die Taxonomie %1 ist ungültig; das Projekt wurde nicht angelegt.</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Taxonomy</source>
        <translation>Taxonomie</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>info takes one project file.</source>
        <translation>info erwartet genau eine Projektdatei.</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>Schemaversion</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Reviewers</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Spans</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>Review events</source>
        <translation>Prüfereignisse</translation>
    </message>
    <message>
        <source>check takes one project file.</source>
        <translation>check erwartet genau eine Projektdatei.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Intakt</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>demo takes the path of the project to write.</source>
        <translation>demo erwartet den Pfad des zu schreibenden Projekts.</translation>
    </message>
    <message>
        <source>--judgements takes a comma list of %1, not &quot;%2&quot;.</source>
        <translation>--judgements erwartet eine kommagetrennte Liste aus %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>Judgements</source>
        <translation>Urteile</translation>
    </message>
    <message>
        <source>agreement takes one project file and the options --unit token|char, --level 1|2, --by KEY, --pairs, --ratings.</source>
        <translation>agreement erwartet genau eine Projektdatei und die Optionen --unit token|char, --level 1|2, --by KEY, --pairs, --ratings.</translation>
    </message>
    <message>
        <source>--unit must be token or char, not &quot;%1&quot;.</source>
        <translation>--unit muss token oder char sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--level must be 1 or 2, not &quot;%1&quot;.</source>
        <translation>--level muss 1 oder 2 sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Annotator A</source>
        <translation>Annotator A</translation>
    </message>
    <message>
        <source>Annotator B</source>
        <translation>Annotator B</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen&apos;s κ</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>α per item</source>
        <translation>α pro Eintrag</translation>
    </message>
    <message>
        <source>α pooled</source>
        <translation>α gepoolt</translation>
    </message>
    <message>
        <source>Two Agree</source>
        <translation>Two Agree</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss&apos; κ</translation>
    </message>
    <message>
        <source>Items with α</source>
        <translation>Einträge mit α</translation>
    </message>
    <message>
        <source>--blind must be on or off, not &quot;%1&quot;.</source>
        <translation>--blind muss on oder off sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Blind annotation</source>
        <translation>Blindannotation</translation>
    </message>
    <message>
        <source>Annotators shown as A1, A2, …</source>
        <translation>Annotatoren angezeigt als A1, A2, …</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;</source>
        <translation>unbekanntes Format &quot;%1&quot;</translation>
    </message>
    <message>
        <source>import needs --format, one of: %1</source>
        <translation>import erfordert --format, eines von: %1</translation>
    </message>
    <message>
        <source>import takes the project file and at least one input file.</source>
        <translation>import erwartet die Projektdatei und mindestens eine Eingabedatei.</translation>
    </message>
    <message>
        <source>Nothing was imported; %1 is unchanged.</source>
        <translation>Es wurde nichts importiert; %1 ist unverändert.</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation>Probelauf</translation>
    </message>
    <message>
        <source>Items read</source>
        <translation>Gelesene Einträge</translation>
    </message>
    <message>
        <source>Spans read</source>
        <translation>Gelesene Spans</translation>
    </message>
    <message>
        <source>Rows skipped (attention checks)</source>
        <translation>Übersprungene Zeilen (Aufmerksamkeitstests)</translation>
    </message>
    <message>
        <source>New items</source>
        <translation>Neue Einträge</translation>
    </message>
    <message>
        <source>New people</source>
        <translation>Neue Personen</translation>
    </message>
    <message>
        <source>New annotations</source>
        <translation>Neue Annotationen</translation>
    </message>
    <message>
        <source>New spans</source>
        <translation>Neue Spans</translation>
    </message>
    <message>
        <source>export needs --format, one of: %1</source>
        <translation>export erfordert --format, eines von: %1</translation>
    </message>
    <message>
        <source>export takes the project file and -o FILE (- for standard output).</source>
        <translation>export erwartet die Projektdatei und -o DATEI (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Spans skipped (prompt side, not Scarecrow)</source>
        <translation>Übersprungene Spans (im Prompt, von Scarecrow nicht unterstützt)</translation>
    </message>
    <message>
        <source>Links skipped (not antecedents)</source>
        <translation>Übersprungene Verknüpfungen (keine Antezedenzien)</translation>
    </message>
    <message>
        <source>Annotations already there</source>
        <translation>Bereits vorhandene Annotationen</translation>
    </message>
    <message>
        <source>package needs split, merge or conflicts.</source>
        <translation>package erfordert split, merge oder conflicts.</translation>
    </message>
    <message>
        <source>package split takes the project file, --annotator NAME and -o PACKAGE.errata.</source>
        <translation>package split erwartet die Projektdatei, --annotator NAME und -o PACKAGE.errata.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Arbeitspaket</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>package merge takes the project file and the package file.</source>
        <translation>package merge erwartet die Projektdatei und die Paketdatei.</translation>
    </message>
    <message>
        <source>Nothing was merged; %1 is unchanged.</source>
        <translation>Es wurde nichts zusammengeführt; %1 ist unverändert.</translation>
    </message>
    <message>
        <source>Spans added</source>
        <translation>Hinzugefügte Spans</translation>
    </message>
    <message>
        <source>Spans changed</source>
        <translation>Geänderte Spans</translation>
    </message>
    <message>
        <source>Spans removed</source>
        <translation>Entfernte Spans</translation>
    </message>
    <message>
        <source>Judgements changed</source>
        <translation>Geänderte Urteile</translation>
    </message>
    <message>
        <source>States changed</source>
        <translation>Statusänderungen</translation>
    </message>
    <message>
        <source>Workflow steps</source>
        <translation>Workflow-Schritte</translation>
    </message>
    <message>
        <source>Thread replies</source>
        <translation>Kommentarantworten</translation>
    </message>
    <message>
        <source>Conflicts (both kept)</source>
        <translation>Konflikte (beide Versionen behalten)</translation>
    </message>
    <message>
        <source>package conflicts takes the project file.</source>
        <translation>package conflicts erwartet die Projektdatei.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Span here</source>
        <translation>Span hier</translation>
    </message>
    <message>
        <source>Span from package</source>
        <translation>Span aus dem Paket</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Usage: errata-cli [--format text|tsv|json] COMMAND ...

Commands:
  init PROJECT.errata [--taxonomy scarecrow|tgea|mqm|FILE.json] [--title T]
       [--judgements erroneous,rating,authorship] [--blind on|off] [--anonymous]
                         create a new, empty project (with the item judgements asked)
  info PROJECT.errata    counts: items, people, spans, assignments by state
  check PROJECT.errata   integrity check; exit status 0 only when sound
  demo PROJECT.errata    write the demo project
  import PROJECT.errata --format FORMAT FILE... [--dry-run]
                         import annotations (creates the project if missing);
                         all or nothing: a bad row changes nothing. FORMAT: errata-jsonl,
                         mqm-tsv, openmeva-json, scarecrow-csv, tgea-json, thresh-json
  export PROJECT.errata --format FORMAT -o FILE|-
                         FORMAT: errata-jsonl (everything), spans-csv (a row per span),
                         mqm-tsv, scarecrow-csv
  package split PROJECT.errata --annotator NAME -o PACKAGE.errata
                         one annotator&apos;s items, to work on elsewhere
  package merge PROJECT.errata PACKAGE.errata
                         bring a package&apos;s work home (conflicts are kept both ways)
  package conflicts PROJECT.errata
                         list merge conflicts waiting for a coordinator
  review-status PROJECT.errata [--by annotator|state]
                         assignments by workflow state, and how often work was returned
  history PROJECT.errata --item ID
                         every workflow step on an item: who, when, from, to, why
  agreement PROJECT.errata [--unit token|char] [--level 1|2] [--by KEY] [--pairs | --ratings]
                         span agreement per type: Krippendorff&apos;s α (per item, pooled),
                         Two Agree, Fleiss&apos; κ; --pairs Cohen&apos;s κ; --ratings α on ratings
  --version              print the version

Exit status: 0 ok, 1 user error, 2 internal error.
</source>
        <translation>Usage: errata-cli [--format text|tsv|json] COMMAND ...

Commands:
  init PROJECT.errata [--taxonomy scarecrow|tgea|mqm|FILE.json] [--title T]
       [--judgements erroneous,rating,authorship] [--blind on|off] [--anonymous]
                         create a new, empty project (with the item judgements asked)
  info PROJECT.errata    counts: items, people, spans, assignments by state
  check PROJECT.errata   integrity check; exit status 0 only when sound
  demo PROJECT.errata    write the demo project
  import PROJECT.errata --format FORMAT FILE... [--dry-run]
                         import annotations (creates the project if missing);
                         all or nothing: a bad row changes nothing. FORMAT: errata-jsonl,
                         mqm-tsv, openmeva-json, scarecrow-csv, tgea-json, thresh-json
  export PROJECT.errata --format FORMAT -o FILE|-
                         FORMAT: errata-jsonl (everything), spans-csv (a row per span),
                         mqm-tsv, scarecrow-csv
  package split PROJECT.errata --annotator NAME -o PACKAGE.errata
                         one annotator&apos;s items, to work on elsewhere
  package merge PROJECT.errata PACKAGE.errata
                         bring a package&apos;s work home (conflicts are kept both ways)
  package conflicts PROJECT.errata
                         list merge conflicts waiting for a coordinator
  review-status PROJECT.errata [--by annotator|state]
                         assignments by workflow state, and how often work was returned
  history PROJECT.errata --item ID
                         every workflow step on an item: who, when, from, to, why
  agreement PROJECT.errata [--unit token|char] [--level 1|2] [--by KEY] [--pairs | --ratings]
                         span agreement per type: Krippendorff&apos;s α (per item, pooled),
                         Two Agree, Fleiss&apos; κ; --pairs Cohen&apos;s κ; --ratings α on ratings
  --version              print the version

Exit status: 0 ok, 1 user error, 2 internal error.
</translation>
    </message>
    <message>
        <source>review-status takes the project file and optionally --by annotator|state.</source>
        <translation>review-status erwartet die Projektdatei und optional --by annotator|state.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Returns</source>
        <translation>Rückgaben</translation>
    </message>
    <message>
        <source>history takes the project file and --item ID (the item&apos;s id in its corpus).</source>
        <translation>history erwartet die Projektdatei und --item ID (die ID des Eintrags in seinem Korpus).</translation>
    </message>
    <message>
        <source>There is no item &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keinen Eintrag „%1“.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
</context>
<context>
    <name>CorpusWriter</name>
    <message>
        <source>the category &quot;%1&quot; is not in the project&apos;s taxonomy &quot;%2&quot;</source>
        <translation>die Kategorie &quot;%1&quot; ist nicht in der Taxonomie &quot;%2&quot; des Projekts enthalten</translation>
    </message>
    <message>
        <source>the severity &quot;%1&quot; is not in the project&apos;s taxonomy &quot;%2&quot;</source>
        <translation>der Schweregrad &quot;%1&quot; ist nicht in der Taxonomie &quot;%2&quot; des Projekts enthalten</translation>
    </message>
    <message>
        <source>item %1 is already in the project with a different text</source>
        <translation>Eintrag %1 ist bereits mit einem anderen Text im Projekt vorhanden</translation>
    </message>
    <message>
        <source>item %1: %2</source>
        <translation>Eintrag %1: %2</translation>
    </message>
    <message>
        <source>item %1: a span [%2, %3) of %4 lies outside its text</source>
        <translation>Eintrag %1: ein Span [%2, %3) von %4 liegt außerhalb des Textes</translation>
    </message>
    <message>
        <source>the project file could not be written: %1</source>
        <translation>die Projektdatei konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>CsvRecords</name>
    <message>
        <source>the quoted field opened on line %1 is never closed</source>
        <translation>das in Zeile %1 begonnene Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; after the closing quote of a field; expected a comma or a line end</source>
        <translation>&quot;%1&quot; nach dem schließenden Anführungszeichen eines Feldes; erwartet wird ein Komma oder ein Zeilenende</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>%1 already exists; choose another name or open it instead.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen oder öffnen Sie die vorhandene Datei.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not an Errata project (it is not an SQLite database).</source>
        <translation>%1 ist kein Errata-Projekt (es ist keine SQLite-Datenbank).</translation>
    </message>
    <message>
        <source>%1 is damaged and was not opened (SQLite: %2). Restore it from a backup.</source>
        <translation>%1 ist beschädigt und wurde nicht geöffnet (SQLite: %2). Stellen Sie die Datei aus einer Sicherung wieder her.</translation>
    </message>
    <message>
        <source>%1 cannot be read as an Errata project: %2</source>
        <translation>%1 kann nicht als Errata-Projekt gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database from another application, not an Errata project.</source>
        <translation>%1 ist eine SQLite-Datenbank einer anderen Anwendung, kein Errata-Projekt.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Errata (schema version %2; this version reads up to %3). Update Errata to open it.</source>
        <translation>%1 wurde von einer neueren Errata-Version geschrieben (Schemaversion %2; diese Version liest bis Version %3). Aktualisieren Sie Errata, um die Datei zu öffnen.</translation>
    </message>
    <message>
        <source>%1 is damaged and was not opened (SQLite integrity check: %2). Restore it from a backup.</source>
        <translation>%1 ist beschädigt und wurde nicht geöffnet (SQLite-Integritätsprüfung: %2). Stellen Sie die Datei aus einer Sicherung wieder her.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot configure %1: %2</source>
        <translation>%1 kann nicht konfiguriert werden: %2</translation>
    </message>
    <message>
        <source>schema upgrade to version %1 failed: %2</source>
        <translation>Aktualisierung des Schemas auf Version %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 is a directory, not a project file.</source>
        <translation>%1 ist ein Verzeichnis, keine Projektdatei.</translation>
    </message>
</context>
<context>
    <name>DemoItemReader</name>
    <message>
        <source>demo item %1: &quot;%2&quot; is not in the text</source>
        <translation>Demo-Eintrag %1: „%2“ kommt im Text nicht vor</translation>
    </message>
    <message>
        <source>the demo corpus is empty or not valid JSON</source>
        <translation>das Demo-Korpus ist leer oder kein gültiges JSON</translation>
    </message>
</context>
<context>
    <name>DemoProject</name>
    <message>
        <source>The demo corpus is missing from this build.</source>
        <translation>In diesem Build fehlt das Demo-Korpus.</translation>
    </message>
    <message>
        <source>Errata demo: GPT continuations</source>
        <translation>Errata-Demo: GPT-Fortsetzungen</translation>
    </message>
    <message>
        <source>Could not write the demo project.</source>
        <translation>Das Demo-Projekt konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotateView</name>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Einreichen</translation>
    </message>
    <message>
        <source>Discard…</source>
        <translation>Verwerfen…</translation>
    </message>
    <message>
        <source>&amp;Reopen</source>
        <translation>&amp;Wieder öffnen</translation>
    </message>
    <message>
        <source>Next item</source>
        <translation>Nächster Eintrag</translation>
    </message>
    <message>
        <source>Previous item</source>
        <translation>Vorheriger Eintrag</translation>
    </message>
    <message>
        <source>Next returned item</source>
        <translation>Nächster zurückgegebener Eintrag</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Einreichen</translation>
    </message>
    <message>
        <source>Delete span</source>
        <translation>Span löschen</translation>
    </message>
    <message>
        <source>Show definition</source>
        <translation>Definition anzeigen</translation>
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
        <translation>Schweregrad: %1</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>Correction: %1</source>
        <translation>Korrektur: %1</translation>
    </message>
    <message>
        <source>(delete)</source>
        <translation>(löschen)</translation>
    </message>
    <message>
        <source>Annotator: %1</source>
        <translation>Annotator: %1</translation>
    </message>
    <message>
        <source>Draft: needs %1</source>
        <translation>Entwurf: benötigt %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Choose an item of your queue.</source>
        <translation>Wählen Sie einen Eintrag aus Ihrer Warteschlange.</translation>
    </message>
    <message>
        <source>Item %1 of %2</source>
        <translation>Eintrag %1 von %2</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Select the text to link to (Esc cancels)</source>
        <translation>Wählen Sie den Text aus, mit dem verknüpft werden soll (Esc bricht ab)</translation>
    </message>
    <message>
        <source>No item of yours is waiting for amendment.</source>
        <translation>Keiner Ihrer Einträge wartet auf Überarbeitung.</translation>
    </message>
    <message>
        <source>Discard item</source>
        <translation>Eintrag verwerfen</translation>
    </message>
    <message>
        <source>Why should this item be discarded (for example: ambiguous, more than four errors)?</source>
        <translation>Warum soll dieser Eintrag verworfen werden (zum Beispiel: mehrdeutig, mehr als vier Fehler)?</translation>
    </message>
    <message>
        <source>Resize span</source>
        <translation>Span-Grenzen ändern</translation>
    </message>
    <message>
        <source>1 span</source>
        <translation>1 Span</translation>
    </message>
    <message>
        <source>%1 spans</source>
        <translation>%1 Spans</translation>
    </message>
    <message>
        <source>%1, severity: %2</source>
        <translation>%1, Schweregrad: %2</translation>
    </message>
    <message>
        <source>Annotate</source>
        <translation>Annotieren</translation>
    </message>
    <message>
        <source>The item&apos;s text with your spans, the span editor and the queue controls. Shift+arrows select, a type key marks, Ctrl+Return submits.</source>
        <translation>Der Text des Eintrags mit Ihren Spans, der Span-Editor und die Steuerung der Warteschlange. Umschalt+Pfeiltasten wählen aus, eine Typtaste markiert, Strg+Eingabe reicht ein.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotationDocument</name>
    <message>
        <source>The item no longer exists.</source>
        <translation>Der Eintrag existiert nicht mehr.</translation>
    </message>
    <message>
        <source>This item has no layer of yours.</source>
        <translation>Dieser Eintrag hat keine Annotationsebene von Ihnen.</translation>
    </message>
    <message>
        <source>This item is not assigned to you.</source>
        <translation>Dieser Eintrag ist Ihnen nicht zugewiesen.</translation>
    </message>
    <message>
        <source>This is not your layer: annotators change only their own spans.</source>
        <translation>Dies ist nicht Ihre Annotationsebene: Annotatoren ändern nur ihre eigenen Spans.</translation>
    </message>
    <message>
        <source>This item is in the state “%1”: you can change your spans only while it is in progress or returned to you.</source>
        <translation>Dieser Eintrag hat den Status „%1“: Sie können Ihre Spans nur ändern, solange er in Bearbeitung oder an Sie zurückgegeben ist.</translation>
    </message>
    <message>
        <source>The item cannot be submitted yet:
%1</source>
        <translation>Der Eintrag kann noch nicht eingereicht werden:
%1</translation>
    </message>
    <message>
        <source>Only the annotator of this item can answer here.</source>
        <translation>Nur der Annotator dieses Eintrags kann hier antworten.</translation>
    </message>
    <message>
        <source>A reply cannot be empty.</source>
        <translation>Eine Antwort darf nicht leer sein.</translation>
    </message>
    <message>
        <source>A change could not be written to the project file; Errata reloaded this item from the file and cleared its undo history.</source>
        <translation>Eine Änderung konnte nicht in die Projektdatei geschrieben werden; Errata hat diesen Eintrag neu aus der Datei geladen und seinen Rückgängig-Verlauf gelöscht.</translation>
    </message>
</context>
<context>
    <name>Errata::Application</name>
    <message>
        <source>Could not create the demo project: %1</source>
        <translation>Das Demo-Projekt konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata-Projekte (*.errata)</translation>
    </message>
    <message>
        <source>Error taxonomy:</source>
        <translation>Fehlertaxonomie:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>This item no longer exists.</source>
        <translation>Dieser Eintrag existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>There is nobody called “%1” in this project.</source>
        <translation>In diesem Projekt gibt es niemanden namens „%1“.</translation>
    </message>
    <message>
        <source>A%1</source>
        <translation>A%1</translation>
    </message>
    <message>
        <source>Blind annotation: the other layers show once you have submitted this item.</source>
        <translation>Blindannotation: Die anderen Annotationsebenen werden angezeigt, sobald Sie diesen Eintrag eingereicht haben.</translation>
    </message>
</context>
<context>
    <name>Errata::AssignmentRepository</name>
    <message>
        <source>Could not create the assignment.</source>
        <translation>Die Zuweisung konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>No such assignment or person.</source>
        <translation>Diese Zuweisung oder Person gibt es nicht.</translation>
    </message>
    <message>
        <source>Could not save the state change.</source>
        <translation>Die Statusänderung konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Could not restore the assignment.</source>
        <translation>Die Zuweisung konnte nicht wiederhergestellt werden.</translation>
    </message>
</context>
<context>
    <name>Errata::CommentsPanel</name>
    <message>
        <source>Answer the reviewer…</source>
        <translation>Dem Prüfer antworten…</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Comments on this span (%1)</source>
        <translation>Kommentare zu diesem Span (%1)</translation>
    </message>
    <message>
        <source>Review comments (%1)</source>
        <translation>Kommentare der Prüfung (%1)</translation>
    </message>
    <message>
        <source>Replies are open while the item is with you.</source>
        <translation>Antworten ist möglich, solange der Eintrag bei Ihnen liegt.</translation>
    </message>
    <message>
        <source>Review comments</source>
        <translation>Kommentare der Prüfung</translation>
    </message>
</context>
<context>
    <name>Errata::GuidelinesDialog</name>
    <message>
        <source>Taxonomy Guidelines — %1</source>
        <translation>Taxonomie-Richtlinien — %1</translation>
    </message>
    <message>
        <source>Error types</source>
        <translation>Fehlertypen</translation>
    </message>
    <message>
        <source>Guidelines of the selected type</source>
        <translation>Richtlinien des gewählten Typs</translation>
    </message>
    <message>
        <source>In the group %1</source>
        <translation>In der Gruppe %1</translation>
    </message>
    <message>
        <source>Key in the annotate view: %1</source>
        <translation>Taste in der Annotationsansicht: %1</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <source>No definition given.</source>
        <translation>Keine Definition angegeben.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>a rationale</source>
        <translation>eine Begründung</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>eine Korrektur</translation>
    </message>
    <message>
        <source>a link to the related span</source>
        <translation>eine Verknüpfung zum zugehörigen Span</translation>
    </message>
    <message>
        <source>A span of this type needs</source>
        <translation>Ein Span dieses Typs benötigt</translation>
    </message>
    <message>
        <source>a severity only</source>
        <translation>nur einen Schweregrad</translation>
    </message>
    <message>
        <source>a severity and %1</source>
        <translation>einen Schweregrad und %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Types in this group</source>
        <translation>Typen in dieser Gruppe</translation>
    </message>
</context>
<context>
    <name>Errata::ImportError</name>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet: %1</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>ist ein Verzeichnis, keine Datei</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Errata::ItemListModel</name>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generierung</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Not assigned</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <source>Not assigned to you</source>
        <translation>Ihnen nicht zugewiesen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Errata::ItemListPanel</name>
    <message>
        <source>Any state</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Filter by state</source>
        <translation>Nach Status filtern</translation>
    </message>
    <message>
        <source>Filter by annotator</source>
        <translation>Nach Annotator filtern</translation>
    </message>
    <message>
        <source>Filter: model, topic=science, …</source>
        <translation>Filtern: model, topic=science, …</translation>
    </message>
    <message>
        <source>Filter by metadata</source>
        <translation>Nach Metadaten filtern</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Any annotator</source>
        <translation>Alle Annotatoren</translation>
    </message>
    <message>
        <source>%1 of %2 items</source>
        <translation>%1 von %2 Einträgen</translation>
    </message>
</context>
<context>
    <name>Errata::ItemPreview</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Choose an item in the list.</source>
        <translation>Wählen Sie einen Eintrag in der Liste aus.</translation>
    </message>
    <message>
        <source>Prompt — written by a person, not annotated</source>
        <translation>Prompt – von einem Menschen verfasst, nicht annotiert</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generierung</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Spans</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
</context>
<context>
    <name>Errata::ItemRepository</name>
    <message>
        <source>Could not save item %1.</source>
        <translation>Eintrag %1 konnte nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>Errata::JudgementPanel</name>
    <message>
        <source>Does the text contain errors?</source>
        <translation>Enthält der Text Fehler?</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Overall rating</source>
        <translation>Gesamtbewertung</translation>
    </message>
    <message>
        <source>Repetitive plot</source>
        <translation>Sich wiederholende Handlung</translation>
    </message>
    <message>
        <source>Unrelated events</source>
        <translation>Zusammenhanglose Ereignisse</translation>
    </message>
    <message>
        <source>Conflicting logic</source>
        <translation>Widersprüchliche Logik</translation>
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
        <translation>Chaotische Szenen (global)</translation>
    </message>
    <message>
        <source>Who wrote this text?</source>
        <translation>Wer hat diesen Text geschrieben?</translation>
    </message>
    <message>
        <source>Definitely human</source>
        <translation>Sicher von einem Menschen</translation>
    </message>
    <message>
        <source>Possibly human</source>
        <translation>Möglicherweise von einem Menschen</translation>
    </message>
    <message>
        <source>Possibly machine</source>
        <translation>Möglicherweise von einer Maschine</translation>
    </message>
    <message>
        <source>Definitely machine</source>
        <translation>Sicher von einer Maschine</translation>
    </message>
    <message>
        <source>Why did you select this rating?</source>
        <translation>Warum haben Sie diese Bewertung gewählt?</translation>
    </message>
    <message>
        <source>What would you change to make it seem more human-like?</source>
        <translation>Was würden Sie ändern, damit der Text menschlicher wirkt?</translation>
    </message>
    <message>
        <source>Item judgements</source>
        <translation>Urteile zum Eintrag</translation>
    </message>
</context>
<context>
    <name>Errata::LayerView</name>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Colour by type</source>
        <translation>Nach Fehlertyp einfärben</translation>
    </message>
    <message>
        <source>Colour by annotator</source>
        <translation>Nach Annotator einfärben</translation>
    </message>
    <message>
        <source>Annotators shown</source>
        <translation>Angezeigte Annotatoren</translation>
    </message>
    <message>
        <source>Types shown</source>
        <translation>Angezeigte Fehlertypen</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>Two Agree</source>
        <translation>Two Agree</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (nominal, tokens) of this item; click a row to show its heat</source>
        <translation>Krippendorff&apos;s α (nominal, Tokens) dieses Eintrags; klicken Sie auf eine Zeile, um die Heatmap dieses Fehlertyps anzuzeigen</translation>
    </message>
    <message>
        <source>Heat:</source>
        <translation>Heatmap:</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Fehlertypen</translation>
    </message>
    <message>
        <source>Click a span to see its record.</source>
        <translation>Klicken Sie auf einen Span, um seine Angaben zu sehen.</translation>
    </message>
    <message>
        <source>A%1</source>
        <translation>A%1</translation>
    </message>
    <message>
        <source>1 span</source>
        <translation>1 Span</translation>
    </message>
    <message>
        <source>%1 spans</source>
        <translation>%1 Spans</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Severity: %1</source>
        <translation>Schweregrad: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>Correction: %1</source>
        <translation>Korrektur: %1</translation>
    </message>
    <message>
        <source>(delete)</source>
        <translation>(löschen)</translation>
    </message>
    <message>
        <source>Linked to: “%1”</source>
        <translation>Verknüpft mit: „%1“</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Prüfung: %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The text with every shown annotator&apos;s spans</source>
        <translation>Der Text mit den Spans aller angezeigten Annotatoren</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
</context>
<context>
    <name>Errata::MainWindow</name>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>&amp;Demo-Projekt öffnen</translation>
    </message>
    <message>
        <source>&amp;Who Are You…</source>
        <translation>&amp;Wer sind Sie…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Errata</source>
        <translation>Ü&amp;ber Errata</translation>
    </message>
    <message>
        <source>About Errata</source>
        <translation>Über Errata</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Errata %1&lt;/h3&gt;&lt;p&gt;Find, label, review and analyse errors in machine-generated text.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Errata %1&lt;/h3&gt;&lt;p&gt;Fehler in maschinell generiertem Text finden, klassifizieren, prüfen und analysieren.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
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
        <translation>Niemand ausgewählt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Annotieren</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Ebenen</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>A&amp;nnotieren</translation>
    </message>
    <message>
        <source>&amp;Make Work Package…</source>
        <translation>Arbeits&amp;paket erstellen…</translation>
    </message>
    <message>
        <source>One annotator&apos;s items in a file of their own, to work on elsewhere</source>
        <translation>Die Einträge eines Annotators in einer eigenen Datei, um sie anderswo zu bearbeiten</translation>
    </message>
    <message>
        <source>Mer&amp;ge Work Package…</source>
        <translation>Arbeitspaket &amp;zusammenführen…</translation>
    </message>
    <message>
        <source>&amp;Review Queue</source>
        <translation>&amp;Prüfwarteschlange</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>Taxonomy &amp;Guidelines</source>
        <translation>Taxonomie-&amp;Richtlinien</translation>
    </message>
    <message>
        <source>Definitions and examples of the project&apos;s error types, at the type you are on</source>
        <translation>Definitionen und Beispiele der Fehlertypen des Projekts, beim Typ, an dem Sie gerade arbeiten</translation>
    </message>
</context>
<context>
    <name>Errata::PalettePage</name>
    <message>
        <source>Use the &amp;Taxonomy&apos;s Colours</source>
        <translation>&amp;Farben der Taxonomie verwenden</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Error types and their colours</source>
        <translation>Fehlertypen und ihre Farben</translation>
    </message>
    <message>
        <source>Press Enter on a type to choose its colour.</source>
        <translation>Drücken Sie die Eingabetaste auf einem Typ, um seine Farbe zu wählen.</translation>
    </message>
    <message>
        <source>Open a project to choose the colours of its error types.</source>
        <translation>Öffnen Sie ein Projekt, um die Farben seiner Fehlertypen zu wählen.</translation>
    </message>
    <message>
        <source>These colours belong to the project: everyone who opens it sees them. The built-in taxonomies start from Paul Tol&apos;s colour-blind-safe palettes. Press Enter or double-click a type to change its colour.</source>
        <translation>Diese Farben gehören zum Projekt: Alle, die es öffnen, sehen sie. Die eingebauten Taxonomien beginnen mit Paul Tols farbenblindsicheren Paletten. Drücken Sie die Eingabetaste oder doppelklicken Sie auf einen Typ, um seine Farbe zu ändern.</translation>
    </message>
    <message>
        <source> (changed)</source>
        <translation> (geändert)</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
</context>
<context>
    <name>Errata::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>System size</source>
        <translation>Systemgröße</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Next to the project file</source>
        <translation>Neben der Projektdatei</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Backup Folder</source>
        <translation>Sicherungsordner</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Text &amp;size:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
    <message>
        <source>&amp;Backups:</source>
        <translation>Si&amp;cherungen:</translation>
    </message>
    <message>
        <source>Menus and views change language at once; a few panel labels change the next time Errata starts.</source>
        <translation>Menüs und Ansichten wechseln die Sprache sofort; einige Beschriftungen in Bedienfeldern erst beim nächsten Start von Errata.</translation>
    </message>
    <message>
        <source>Two commands share a shortcut. Change one of them before saving.</source>
        <translation>Zwei Befehle teilen sich ein Tastenkürzel. Ändern Sie eines davon, bevor Sie speichern.</translation>
    </message>
    <message>
        <source>&amp;High contrast: a hatch per type and thicker lanes per severity, besides colour</source>
        <translation>&amp;Hoher Kontrast: eine Schraffur je Typ und dickere Spuren je Schweregrad, zusätzlich zur Farbe</translation>
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
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewQueuePanel</name>
    <message>
        <source>&amp;Claim for Review</source>
        <translation>Zur Prüfung &amp;übernehmen</translation>
    </message>
    <message>
        <source>Nothing is waiting for review.</source>
        <translation>Nichts wartet auf Prüfung.</translation>
    </message>
    <message>
        <source>Filter by annotator</source>
        <translation>Nach Annotator filtern</translation>
    </message>
    <message>
        <source>Review queue</source>
        <translation>Prüfwarteschlange</translation>
    </message>
    <message>
        <source>Annotator:</source>
        <translation>Annotator:</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
</context>
<context>
    <name>Errata::ShortcutsPage</name>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Reset to &amp;Default</source>
        <translation>Auf &amp;Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Commands and their shortcuts</source>
        <translation>Befehle und ihre Tastenkürzel</translation>
    </message>
    <message>
        <source>Shortcut of the selected command</source>
        <translation>Tastenkürzel des gewählten Befehls</translation>
    </message>
    <message>
        <source>Shortcut:</source>
        <translation>Tastenkürzel:</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>&amp;Alle zurücksetzen</translation>
    </message>
    <message>
        <source>%1 is used by: %2</source>
        <translation>%1 wird verwendet von: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Conflicts — a key can start only one command:
%1</source>
        <translation>Konflikte — eine Taste kann nur einen Befehl auslösen:
%1</translation>
    </message>
    <message>
        <source>Shared with another command</source>
        <translation>Mit einem anderen Befehl geteilt</translation>
    </message>
</context>
<context>
    <name>Errata::SpanEditor</name>
    <message>
        <source>Find a type…</source>
        <translation>Fehlertyp suchen…</translation>
    </message>
    <message>
        <source>Error types</source>
        <translation>Fehlertypen</translation>
    </message>
    <message>
        <source>Correction:</source>
        <translation>Korrektur:</translation>
    </message>
    <message>
        <source>empty = delete the span&apos;s text</source>
        <translation>leer = Text des Spans löschen</translation>
    </message>
    <message>
        <source>Why is this an error?</source>
        <translation>Warum ist das ein Fehler?</translation>
    </message>
    <message>
        <source>Pick &amp;link…</source>
        <translation>&amp;Verknüpfung auswählen…</translation>
    </message>
    <message>
        <source>Remove links</source>
        <translation>Verknüpfungen entfernen</translation>
    </message>
    <message>
        <source>Delete span</source>
        <translation>Span löschen</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>Schweregrad:</translation>
    </message>
    <message>
        <source>Rationale:</source>
        <translation>Begründung:</translation>
    </message>
    <message>
        <source>Change type to %1</source>
        <translation>Fehlertyp auf %1 ändern</translation>
    </message>
    <message>
        <source>Change severity</source>
        <translation>Schweregrad ändern</translation>
    </message>
    <message>
        <source>Link span</source>
        <translation>Span verknüpfen</translation>
    </message>
    <message>
        <source>Edit rationale</source>
        <translation>Begründung bearbeiten</translation>
    </message>
    <message>
        <source>Edit correction</source>
        <translation>Korrektur bearbeiten</translation>
    </message>
    <message>
        <source>No item open.</source>
        <translation>Kein Eintrag geöffnet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Span %1 of %2&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Span %1 von %2&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;New span&lt;/b&gt; %1 — choose its type (click or press its key).</source>
        <translation>&lt;b&gt;Neuer Span&lt;/b&gt; %1 – wählen Sie seinen Fehlertyp (anklicken oder Taste drücken).</translation>
    </message>
    <message>
        <source>Select text to mark a span, or click a span to edit it.</source>
        <translation>Wählen Sie Text aus, um einen Span zu markieren, oder klicken Sie auf einen Span, um ihn zu bearbeiten.</translation>
    </message>
    <message>
        <source>Antecedent: %1</source>
        <translation>Antezedens: %1</translation>
    </message>
    <message>
        <source>Associated: %1</source>
        <translation>Zugehörig: %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;Draft — before submitting, add %1.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Entwurf – fügen Sie vor dem Einreichen %1 hinzu.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Find an error type</source>
        <translation>Fehlertyp suchen</translation>
    </message>
    <message>
        <source>Span editor</source>
        <translation>Span-Editor</translation>
    </message>
    <message>
        <source>Type, severity, correction, rationale and links of the selected span</source>
        <translation>Typ, Schweregrad, Korrektur, Begründung und Verknüpfungen des gewählten Spans</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korrektur</translation>
    </message>
</context>
<context>
    <name>Errata::SpanRepository</name>
    <message>
        <source>Could not save the span.</source>
        <translation>Der Span konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Could not save the spans.</source>
        <translation>Die Spans konnten nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>Errata::SpanTextView</name>
    <message>
        <source>Prompt — written by a person; context, not annotated</source>
        <translation>Prompt – von einem Menschen verfasst; Kontext, nicht annotiert</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generierung</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Generated text with marked spans</source>
        <translation>Generierter Text mit markierten Spans</translation>
    </message>
    <message>
        <source>unnamed span</source>
        <translation>unbenannter Span</translation>
    </message>
    <message>
        <source>No span here</source>
        <translation>Kein Span hier</translation>
    </message>
    <message>
        <source>Span here: %1</source>
        <translation>Span hier: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n spans here: %1</source>
        <translation>
            <numerusform>%n Span hier: %1</numerusform>
            <numerusform>%n Spans hier: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected span: %1 — “%2”</source>
        <translation>Gewählter Span: %1 — „%2“</translation>
    </message>
</context>
<context>
    <name>Errata::TaxonomyRepository</name>
    <message>
        <source>This project already has a taxonomy.</source>
        <translation>Dieses Projekt hat bereits eine Taxonomie.</translation>
    </message>
    <message>
        <source>Could not save the taxonomy.</source>
        <translation>Die Taxonomie konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>This project has no taxonomy.</source>
        <translation>Dieses Projekt hat keine Taxonomie.</translation>
    </message>
    <message>
        <source>The project&apos;s taxonomy is invalid: %1</source>
        <translation>Die Taxonomie des Projekts ist ungültig: %1</translation>
    </message>
</context>
<context>
    <name>Errata::WelcomeDialog</name>
    <message>
        <source>Welcome to Errata</source>
        <translation>Willkommen bei Errata</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Errata&lt;/h2&gt;&lt;p&gt;Mark, review and analyse errors in machine-generated text. Each project is one file on your computer; nothing needs a server.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Errata&lt;/h2&gt;&lt;p&gt;Fehler in maschinell generiertem Text markieren, prüfen und analysieren. Jedes Projekt ist eine einzige Datei auf Ihrem Computer; ein Server wird nicht benötigt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Open the demo project</source>
        <translation>&amp;Demo-Projekt öffnen</translation>
    </message>
    <message>
        <source>Twelve generated paragraphs, ten annotators&apos; layers, items in every review state.</source>
        <translation>Zwölf generierte Absätze, die Annotationen von zehn Annotatoren, Einträge in jedem Prüfstatus.</translation>
    </message>
    <message>
        <source>&amp;New project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <source>Start an empty project with the Scarecrow, TGEA or MQM taxonomy.</source>
        <translation>Ein leeres Projekt mit der Taxonomie Scarecrow, TGEA oder MQM beginnen.</translation>
    </message>
    <message>
        <source>O&amp;pen project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open an existing .errata file.</source>
        <translation>Eine vorhandene .errata-Datei öffnen.</translation>
    </message>
</context>
<context>
    <name>Errata::WhoAreYouDialog</name>
    <message>
        <source>Who are you?</source>
        <translation>Wer sind Sie?</translation>
    </message>
    <message>
        <source>Choose yourself among the people of this project. Errata shows you the work of your role and records your name on what you do.</source>
        <translation>Wählen Sie sich unter den Personen dieses Projekts aus. Errata zeigt Ihnen die Arbeit Ihrer Rolle und vermerkt Ihren Namen bei allem, was Sie tun.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Act as:</source>
        <translation>Tätig als:</translation>
    </message>
</context>
<context>
    <name>ErrataJsonl</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>has the wrong type</source>
        <translation>hat den falschen Typ</translation>
    </message>
    <message>
        <source>must be a whole number, 0 or more</source>
        <translation>muss eine ganze Zahl größer oder gleich 0 sein</translation>
    </message>
    <message>
        <source>is not an ISO 8601 time</source>
        <translation>ist keine Zeitangabe nach ISO 8601</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>unbekannter Wert &quot;%1&quot;</translation>
    </message>
    <message>
        <source>[%1, %2) does not fit the %3 (%4 code points)</source>
        <translation>[%1, %2) passt nicht in %3 (%4 Codepunkte)</translation>
    </message>
    <message>
        <source>is not &quot;errata-jsonl&quot;</source>
        <translation>ist nicht &quot;errata-jsonl&quot;</translation>
    </message>
    <message>
        <source>is newer than this Errata reads (%1); update Errata</source>
        <translation>ist neuer als die Version, die dieses Errata lesen kann (%1); aktualisieren Sie Errata</translation>
    </message>
    <message>
        <source>must be &quot;code_point&quot;</source>
        <translation>muss &quot;code_point&quot; sein</translation>
    </message>
    <message>
        <source>invalid JSON at column %1: %2</source>
        <translation>ungültiges JSON in Spalte %1: %2</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>ein Datensatz muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>the first record must be the header</source>
        <translation>der erste Datensatz muss der Kopfdatensatz sein</translation>
    </message>
    <message>
        <source>unknown record &quot;%1&quot;</source>
        <translation>unbekannter Datensatztyp &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is empty: an errata-jsonl file starts with a header record</source>
        <translation>ist leer: eine errata-jsonl-Datei beginnt mit einem Kopfdatensatz</translation>
    </message>
</context>
<context>
    <name>MqmTsvReader</name>
    <message>
        <source>the header has no &quot;%1&quot; column; this is not an MQM annotation TSV</source>
        <translation>die Kopfzeile hat keine Spalte &quot;%1&quot;; dies ist keine MQM-Annotations-TSV</translation>
    </message>
    <message>
        <source>not valid UTF-8</source>
        <translation>kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>%1 fields, but the header names %2 columns</source>
        <translation>%1 Felder, aber die Kopfzeile nennt %2 Spalten</translation>
    </message>
    <message>
        <source>&lt;v&gt; tags in both source and target</source>
        <translation>&lt;v&gt;-Tags sowohl in source als auch in target</translation>
    </message>
    <message>
        <source>%1:%2: unclosed &lt;v&gt;; the span runs to the end of the text</source>
        <translation>%1:%2: nicht geschlossenes &lt;v&gt;; der Span reicht bis zum Ende des Textes</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>OpenMevaReader</name>
    <message>
        <source>story %1 needs &quot;prompt&quot;, &quot;gold_response&quot; and &quot;gen&quot;</source>
        <translation>Geschichte %1 benötigt &quot;prompt&quot;, &quot;gold_response&quot; und &quot;gen&quot;</translation>
    </message>
    <message>
        <source>story %1, model %2: rating %3 is not an integer from 1 to 5</source>
        <translation>Geschichte %1, Modell %2: die Bewertung %3 ist keine ganze Zahl von 1 bis 5</translation>
    </message>
    <message>
        <source>one JSON object keyed by story id</source>
        <translation>ein JSON-Objekt mit den IDs der Geschichten als Schlüsseln</translation>
    </message>
</context>
<context>
    <name>PackageActions</name>
    <message>
        <source>Make Work Package</source>
        <translation>Arbeitspaket erstellen</translation>
    </message>
    <message>
        <source>This project has no annotators yet.</source>
        <translation>Dieses Projekt hat noch keine Annotatoren.</translation>
    </message>
    <message>
        <source>Whose items go into the package?</source>
        <translation>Wessen Einträge sollen in das Arbeitspaket?</translation>
    </message>
    <message>
        <source>%1 - %2.errata</source>
        <translation>%1 - %2.errata</translation>
    </message>
    <message>
        <source>Save Work Package</source>
        <translation>Arbeitspaket speichern</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata-Projekte (*.errata)</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n item(s) of %2. Send it to them; when it comes back, use File ▸ Merge Work Package. Only the newest package of a person can be merged.</source>
        <translation>
            <numerusform>%1 enthält %n Eintrag von %2. Senden Sie die Datei an diese Person; wenn sie zurückkommt, verwenden Sie Datei ▸ Arbeitspaket zusammenführen. Nur das neueste Paket einer Person kann zusammengeführt werden.</numerusform>
            <numerusform>%1 enthält %n Einträge von %2. Senden Sie die Datei an diese Person; wenn sie zurückkommt, verwenden Sie Datei ▸ Arbeitspaket zusammenführen. Nur das neueste Paket einer Person kann zusammengeführt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Work Package</source>
        <translation>Arbeitspaket zusammenführen</translation>
    </message>
    <message>
        <source>Nothing new: this package&apos;s work is already here.</source>
        <translation>Nichts Neues: Die Arbeit aus diesem Paket ist bereits hier.</translation>
    </message>
    <message>
        <source>Spans added: %1, changed: %2, removed: %3. Judgements changed: %4. Workflow steps: %5. Thread replies: %6.</source>
        <translation>Spans hinzugefügt: %1, geändert: %2, entfernt: %3. Urteile geändert: %4. Workflow-Schritte: %5. Kommentarantworten: %6.</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s): the same thing was changed offline and here. Both versions are kept; `errata-cli package conflicts` lists them.</source>
        <translation>
            <numerusform>%n Konflikt: Dasselbe wurde offline und hier geändert. Beide Versionen werden behalten; `errata-cli package conflicts` listet sie auf.</numerusform>
            <numerusform>%n Konflikte: Dasselbe wurde offline und hier geändert. Beide Versionen werden behalten; `errata-cli package conflicts` listet sie auf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <source>Could not write the new project.</source>
        <translation>Das neue Projekt konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ProjectChecker</name>
    <message>
        <source>item %1: layer %2 belongs to a person with no assignment</source>
        <translation>Eintrag %1: Annotationsebene %2 gehört zu einer Person ohne Zuweisung</translation>
    </message>
    <message>
        <source>item %1: span %2 [%3, %4) lies outside its text</source>
        <translation>Eintrag %1: Span %2 [%3, %4) liegt außerhalb des Textes</translation>
    </message>
    <message>
        <source>item %1: a link of span %2 lies outside its text</source>
        <translation>Eintrag %1: eine Verknüpfung von Span %2 liegt außerhalb des Textes</translation>
    </message>
    <message>
        <source>item %1: span %2 has unknown type &quot;%3&quot;</source>
        <translation>Eintrag %1: Span %2 hat den unbekannten Fehlertyp „%3“</translation>
    </message>
</context>
<context>
    <name>PythonLiteral</name>
    <message>
        <source>expected a value, found nothing</source>
        <translation>erwartet wird ein Wert, gefunden wurde nichts</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; after the value</source>
        <translation>unerwartetes &quot;%1&quot; nach dem Wert</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>dicts and sets are not supported</source>
        <translation>dicts und sets werden nicht unterstützt</translation>
    </message>
    <message>
        <source>the literal ends where a value should be</source>
        <translation>das Literal endet, wo ein Wert stehen sollte</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; where a value should be</source>
        <translation>unerwartetes &quot;%1&quot;, wo ein Wert stehen sollte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is never closed</source>
        <translation>&quot;%1&quot; wird nie geschlossen</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>erwartet wird &quot;,&quot; oder &quot;%1&quot;, gefunden: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the string is never closed (a %1 quote is missing)</source>
        <translation>die Zeichenkette wird nie geschlossen (es fehlt ein Anführungszeichen %1)</translation>
    </message>
    <message>
        <source>\N{…} escapes are not supported</source>
        <translation>\N{…}-Escapesequenzen werden nicht unterstützt</translation>
    </message>
    <message>
        <source>\%1 needs %2 hex digits of a valid code point</source>
        <translation>\%1 erfordert %2 Hexadezimalziffern, die einen gültigen Codepunkt ergeben</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>leading zeros are not allowed in an integer</source>
        <translation>führende Nullen sind in einer ganzen Zahl nicht erlaubt</translation>
    </message>
    <message>
        <source>the integer is out of range</source>
        <translation>die ganze Zahl liegt außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a literal</source>
        <translation>&quot;%1&quot; ist kein Literal</translation>
    </message>
</context>
<context>
    <name>RemoveSpanCommand</name>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
</context>
<context>
    <name>ReviewSession</name>
    <message>
        <source>No such assignment.</source>
        <translation>Diese Zuweisung gibt es nicht.</translation>
    </message>
    <message>
        <source>The item is %1; claim it for review first.</source>
        <translation>Der Eintrag hat den Status „%1“; übernehmen Sie ihn zuerst zur Prüfung.</translation>
    </message>
    <message>
        <source>%1 is reviewing this item.</source>
        <translation>%1 prüft diesen Eintrag gerade.</translation>
    </message>
    <message>
        <source>Another reviewer</source>
        <translation>Ein anderer Prüfer</translation>
    </message>
    <message>
        <source>Say why: rejecting a span or asking for a change needs a comment.</source>
        <translation>Bitte begründen Sie: Wer einen Span ablehnt oder eine Änderung verlangt, muss einen Kommentar angeben.</translation>
    </message>
    <message>
        <source>That span is not in this annotator&apos;s layer.</source>
        <translation>Dieser Span gehört nicht zur Annotationsebene dieses Annotators.</translation>
    </message>
    <message>
        <source>The decision could not be saved: %1</source>
        <translation>Die Entscheidung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>A comment needs some text.</source>
        <translation>Ein Kommentar darf nicht leer sein.</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) still need a decision.</source>
        <translation>
            <numerusform>%n Span benötigt noch eine Entscheidung.</numerusform>
            <numerusform>%n Spans benötigen noch eine Entscheidung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) need a change: return the item instead.</source>
        <translation>
            <numerusform>%n Span muss geändert werden: Geben Sie den Eintrag stattdessen zur Überarbeitung zurück.</numerusform>
            <numerusform>%n Spans müssen geändert werden: Geben Sie den Eintrag stattdessen zur Überarbeitung zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say what to amend: returning an item needs a comment.</source>
        <translation>Geben Sie an, was überarbeitet werden soll: Wer einen Eintrag zurückgibt, muss einen Kommentar angeben.</translation>
    </message>
</context>
<context>
    <name>ScarecrowCsvReader</name>
    <message>
        <source>offsets [%1, %2) do not fit the generation (%3 UTF-16 units long)</source>
        <translation>die Offsets [%1, %2) passen nicht in die Generierung (%3 UTF-16-Einheiten lang)</translation>
    </message>
    <message>
        <source>offset %1 splits a character outside the BMP (a surrogate pair)</source>
        <translation>Offset %1 teilt ein Zeichen außerhalb der BMP (ein Surrogatpaar)</translation>
    </message>
    <message>
        <source>the antecedent must be a list, found %1</source>
        <translation>das Antezedens muss eine Liste sein, gefunden: %1</translation>
    </message>
    <message>
        <source>the antecedent has %1 offsets; it needs start, end pairs</source>
        <translation>das Antezedens hat %1 Offsets; es braucht Paare aus start, end</translation>
    </message>
    <message>
        <source>an offset must be an int</source>
        <translation>ein Offset muss ein int sein</translation>
    </message>
    <message>
        <source>unknown error type %1; expected one of %2</source>
        <translation>unbekannter Fehlertyp %1; erwartet wird einer von %2</translation>
    </message>
    <message>
        <source>the explanation must be a str, found %1</source>
        <translation>die Erklärung muss ein str sein, gefunden: %1</translation>
    </message>
    <message>
        <source>the severity must be the int 1, 2 or 3, found %1</source>
        <translation>der Schweregrad muss der int 1, 2 oder 3 sein, gefunden: %1</translation>
    </message>
    <message>
        <source>an offset must be an int, found %1</source>
        <translation>ein Offset muss ein int sein, gefunden: %1</translation>
    </message>
    <message>
        <source>must be a list of annotator responses, found %1</source>
        <translation>muss eine Liste von Antworten der Annotatoren sein, gefunden: %1</translation>
    </message>
    <message>
        <source>an annotator&apos;s response must be a list of errors, found %1</source>
        <translation>die Antwort eines Annotators muss eine Liste von Fehlern sein, gefunden: %1</translation>
    </message>
    <message>
        <source>an error must be a list of 6 values [error_type, explanation, severity, start, end, antecedent], found %1</source>
        <translation>ein Fehler muss eine Liste aus 6 Werten [error_type, explanation, severity, start, end, antecedent] sein, gefunden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n Wert</numerusform>
            <numerusform>%n Werte</numerusform>
        </translation>
    </message>
    <message>
        <source>the header has no &quot;%1&quot; column; a Scarecrow grouped_data.csv has %2</source>
        <translation>die Kopfzeile hat keine Spalte &quot;%1&quot;; eine Scarecrow-Datei grouped_data.csv hat %2</translation>
    </message>
    <message>
        <source>%1 fields, but the header names %2 columns</source>
        <translation>%1 Felder, aber die Kopfzeile nennt %2 Spalten</translation>
    </message>
    <message>
        <source>empty; every row needs a gid</source>
        <translation>leer; jede Zeile braucht eine gid</translation>
    </message>
    <message>
        <source>not a valid Python literal: %1</source>
        <translation>kein gültiges Python-Literal: %1</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>die Datei ist leer (0 Bytes)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file has a header but no rows</source>
        <translation>die Datei hat eine Kopfzeile, aber keine Datenzeilen</translation>
    </message>
</context>
<context>
    <name>ScarecrowCsvWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>konnte nicht schreiben: %1</translation>
    </message>
</context>
<context>
    <name>SetJudgementCommand</name>
    <message>
        <source>Set %1</source>
        <translation>%1 festlegen</translation>
    </message>
</context>
<context>
    <name>SpansCsvWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>konnte nicht schreiben: %1</translation>
    </message>
</context>
<context>
    <name>SubmissionCheck</name>
    <message>
        <source>an error type</source>
        <translation>einen Fehlertyp</translation>
    </message>
    <message>
        <source>a severity</source>
        <translation>einen Schweregrad</translation>
    </message>
    <message>
        <source>a rationale</source>
        <translation>eine Begründung</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>eine Korrektur</translation>
    </message>
    <message>
        <source>an associated span</source>
        <translation>einen zugehörigen Span</translation>
    </message>
    <message>
        <source>an antecedent</source>
        <translation>ein Antezedens</translation>
    </message>
    <message>
        <source>(insertion point at %1)</source>
        <translation>(Einfügestelle bei %1)</translation>
    </message>
    <message>
        <source>Span %1 %2 (%3) needs %4.</source>
        <translation>Span %1 %2 (%3) benötigt %4.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
</context>
<context>
    <name>TaxonomyExtender</name>
    <message>
        <source>The categories of this file do not fit the taxonomy: %1</source>
        <translation>Die Kategorien dieser Datei passen nicht zur Taxonomie: %1</translation>
    </message>
</context>
<context>
    <name>TaxonomyLoader</name>
    <message>
        <source>unknown key &quot;%1&quot; (allowed: %2)</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; (erlaubt: %2)</translation>
    </message>
    <message>
        <source>missing required key &quot;%1&quot;</source>
        <translation>erforderlicher Schlüssel &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>expected an object of language codes to strings, e.g. {&quot;en&quot;: &quot;...&quot;}</source>
        <translation>erwartet wird ein Objekt, das Sprachcodes auf Zeichenketten abbildet, z. B. {&quot;en&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as en or zh_CN</source>
        <translation>&quot;%1&quot; ist kein Sprachcode wie en oder zh_CN</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>erwartet wird eine nicht leere Zeichenkette</translation>
    </message>
    <message>
        <source>an English (&quot;en&quot;) text is required</source>
        <translation>ein englischer Text (&quot;en&quot;) ist erforderlich</translation>
    </message>
    <message>
        <source>a shortcut must be a single printable character</source>
        <translation>ein Tastenkürzel muss ein einzelnes druckbares Zeichen sein</translation>
    </message>
    <message>
        <source>shortcut &quot;%1&quot; is already used by %2</source>
        <translation>das Tastenkürzel &quot;%1&quot; wird bereits von %2 verwendet</translation>
    </message>
    <message>
        <source>selectableLevels must be [2] or [1, 2]</source>
        <translation>selectableLevels muss [2] oder [1, 2] sein</translation>
    </message>
    <message>
        <source>severities must be a non-empty array</source>
        <translation>severities muss ein nicht leeres Array sein</translation>
    </message>
    <message>
        <source>severity keys must be non-empty and unique</source>
        <translation>die Schlüssel der Schweregrade müssen nicht leer und eindeutig sein</translation>
    </message>
    <message>
        <source>weight must be a number</source>
        <translation>weight muss eine Zahl sein</translation>
    </message>
    <message>
        <source>expected a non-empty array of nodes</source>
        <translation>erwartet wird ein nicht leeres Array von Knoten</translation>
    </message>
    <message>
        <source>expected a node object</source>
        <translation>erwartet wird ein Knotenobjekt</translation>
    </message>
    <message>
        <source>a node key must be a non-empty string without surrounding spaces</source>
        <translation>ein Knotenschlüssel muss eine nicht leere Zeichenkette ohne Leerzeichen am Anfang oder Ende sein</translation>
    </message>
    <message>
        <source>node key &quot;%1&quot; is used twice</source>
        <translation>der Knotenschlüssel &quot;%1&quot; wird zweimal verwendet</translation>
    </message>
    <message>
        <source>a taxonomy has at most two levels</source>
        <translation>eine Taxonomie hat höchstens zwei Ebenen</translation>
    </message>
    <message>
        <source>a colour must be written #RRGGBB, got &quot;%1&quot;</source>
        <translation>eine Farbe muss als #RRGGBB angegeben werden, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the selectable type &quot;%1&quot; needs a &quot;color&quot;</source>
        <translation>der auswählbare Typ &quot;%1&quot; braucht eine Angabe &quot;color&quot;</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>erwartet wird true oder false</translation>
    </message>
    <message>
        <source>linkKind must be &quot;antecedent&quot; or &quot;associated&quot;</source>
        <translation>linkKind muss &quot;antecedent&quot; oder &quot;associated&quot; sein</translation>
    </message>
    <message>
        <source>a type that requires a link must say its &quot;linkKind&quot;</source>
        <translation>ein Typ, der eine Verknüpfung erfordert, muss seine &quot;linkKind&quot; angeben</translation>
    </message>
    <message>
        <source>weights map severity keys to numbers; &quot;%1&quot; is not a severity</source>
        <translation>weights ordnet den Schlüsseln der Schweregrade Zahlen zu; &quot;%1&quot; ist kein Schweregrad</translation>
    </message>
    <message>
        <source>format must be &quot;%1&quot;</source>
        <translation>format muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <source>unsupported taxonomy format version (this Errata reads version %1)</source>
        <translation>nicht unterstützte Version des Taxonomieformats (diese Errata-Version liest Version %1)</translation>
    </message>
    <message>
        <source>id must be lowercase letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>id darf nur aus Kleinbuchstaben, Ziffern, &apos;_&apos;, &apos;.&apos; oder &apos;-&apos; bestehen</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>a taxonomy file must hold one JSON object</source>
        <translation>eine Taxonomiedatei muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>no built-in taxonomy named &quot;%1&quot;</source>
        <translation>keine eingebaute Taxonomie namens &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>TgeaReader</name>
    <message>
        <source>unknown field &quot;%1&quot; (expected %2)</source>
        <translation>unbekanntes Feld &quot;%1&quot; (erwartet: %2)</translation>
    </message>
    <message>
        <source>expected [start, end], two whole numbers</source>
        <translation>erwartet wird [start, end], zwei ganze Zahlen</translation>
    </message>
    <message>
        <source>[%1, %2) is not a range: the end lies before the start</source>
        <translation>[%1, %2) ist kein Bereich: das Ende liegt vor dem Anfang</translation>
    </message>
    <message>
        <source>[%1, %2) lies outside the text, which has %3 characters</source>
        <translation>[%1, %2) liegt außerhalb des Textes, der %3 Zeichen hat</translation>
    </message>
    <message>
        <source>an error needs &quot;level1&quot;, its level-1 type</source>
        <translation>ein Fehler braucht &quot;level1&quot;, seinen Typ der Ebene 1</translation>
    </message>
    <message>
        <source>unknown level-1 type &quot;%1&quot;; expected one of %2, or their English or Chinese names</source>
        <translation>unbekannter Typ der Ebene 1 &quot;%1&quot;; erwartet wird einer von %2 oder dessen englischer oder chinesischer Name</translation>
    </message>
    <message>
        <source>level-2 type &quot;%1&quot; given, but %2 has no subtypes</source>
        <translation>Typ der Ebene 2 &quot;%1&quot; angegeben, aber %2 hat keine Untertypen</translation>
    </message>
    <message>
        <source>unknown level-2 type &quot;%1&quot; of %2; expected one of %3, or their English or Chinese names</source>
        <translation>unbekannter Typ der Ebene 2 &quot;%1&quot; von %2; erwartet wird einer von %3 oder dessen englischer oder chinesischer Name</translation>
    </message>
    <message>
        <source>an error must be a JSON object</source>
        <translation>ein Fehler muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string or null</source>
        <translation>&quot;%1&quot; muss eine Zeichenkette oder null sein</translation>
    </message>
    <message>
        <source>a record needs an &quot;id&quot; (a string)</source>
        <translation>ein Datensatz braucht eine &quot;id&quot; (eine Zeichenkette)</translation>
    </message>
    <message>
        <source>a record needs a &quot;text&quot; (the generated text, a non-empty string)</source>
        <translation>ein Datensatz braucht einen &quot;text&quot; (den generierten Text, eine nicht leere Zeichenkette)</translation>
    </message>
    <message>
        <source>&quot;prompt&quot; must be a string</source>
        <translation>&quot;prompt&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;annotator&quot; must be a non-empty string</source>
        <translation>&quot;annotator&quot; muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>a record needs &quot;erroneous&quot;: true or false</source>
        <translation>ein Datensatz braucht &quot;erroneous&quot;: true oder false</translation>
    </message>
    <message>
        <source>&quot;metadata&quot; must be an object</source>
        <translation>&quot;metadata&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>metadata values must be strings or numbers</source>
        <translation>die Werte in metadata müssen Zeichenketten oder Zahlen sein</translation>
    </message>
    <message>
        <source>&quot;errors&quot; must be an array</source>
        <translation>&quot;errors&quot; muss ein Array sein</translation>
    </message>
    <message>
        <source>&quot;erroneous&quot; is true, but the record lists no errors</source>
        <translation>&quot;erroneous&quot; ist true, aber der Datensatz enthält keine Fehler</translation>
    </message>
    <message numerus="yes">
        <source>&quot;erroneous&quot; is false, but the record lists %n error(s)</source>
        <translation>
            <numerusform>&quot;erroneous&quot; ist false, aber der Datensatz enthält %n Fehler</numerusform>
            <numerusform>&quot;erroneous&quot; ist false, aber der Datensatz enthält %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>id %1 appears again with a different text or prompt</source>
        <translation>id %1 kommt erneut mit einem anderen Text oder Prompt vor</translation>
    </message>
    <message>
        <source>id %1 is annotated twice by %2</source>
        <translation>id %1 wurde von %2 zweimal annotiert</translation>
    </message>
    <message>
        <source>a JSON array of records</source>
        <translation>ein JSON-Array von Datensätzen</translation>
    </message>
    <message>
        <source>the built-in TGEA taxonomy could not be loaded</source>
        <translation>die eingebaute TGEA-Taxonomie konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>ein Datensatz muss ein JSON-Objekt sein</translation>
    </message>
</context>
<context>
    <name>ThreshReader</name>
    <message>
        <source>unknown Scarecrow category &quot;%1&quot;</source>
        <translation>unbekannte Scarecrow-Kategorie &quot;%1&quot;</translation>
    </message>
    <message>
        <source>offsets [%1, %2) do not fit the target text</source>
        <translation>die Offsets [%1, %2) passen nicht in den Zieltext</translation>
    </message>
    <message>
        <source>an edit needs at least one output_idx pair</source>
        <translation>eine Bearbeitung braucht mindestens ein output_idx-Paar</translation>
    </message>
    <message>
        <source>an item needs a gid and a target text</source>
        <translation>ein Eintrag braucht eine gid und einen Zieltext</translation>
    </message>
    <message>
        <source>a JSON array of items</source>
        <translation>ein JSON-Array von Einträgen</translation>
    </message>
    <message>
        <source>%1:%2: item %3: the target text of %4 differs from the item&apos;s; their spans were carried over by the texts&apos; common start and end</source>
        <translation>%1:%2: Eintrag %3: der Zieltext von %4 weicht von dem des Eintrags ab; die Spans wurden anhand des gemeinsamen Anfangs und Endes der Texte übertragen</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them reach into the differing part and were clamped to it</source>
        <translation>
            <numerusform>; %n davon reicht in den abweichenden Teil hinein und wurde entsprechend gekürzt</numerusform>
            <numerusform>; %n davon reichen in den abweichenden Teil hinein und wurden entsprechend gekürzt</numerusform>
        </translation>
    </message>
    <message>
        <source>an edit needs a category</source>
        <translation>eine Bearbeitung braucht eine Kategorie</translation>
    </message>
    <message>
        <source>no known severity for category &quot;%1&quot; (annotation.%1_type: expected &quot;minor&quot;, &quot;somewhat&quot; or &quot;a lot&quot;)</source>
        <translation>kein bekannter Schweregrad für die Kategorie &quot;%1&quot; (annotation.%1_type: erwartet wird &quot;minor&quot;, &quot;somewhat&quot; oder &quot;a lot&quot;)</translation>
    </message>
    <message>
        <source>an MQM edit has one output_idx pair, not %1</source>
        <translation>eine MQM-Bearbeitung hat genau ein output_idx-Paar, nicht %1</translation>
    </message>
    <message>
        <source>an MQM rating needs a rater, a system, a seg_id and a target text</source>
        <translation>eine MQM-Bewertung braucht einen Bewerter, ein System, eine seg_id und einen Zieltext</translation>
    </message>
</context>
<context>
    <name>TypeSelectors</name>
    <message>
        <source>Any error</source>
        <translation>Beliebiger Fehler</translation>
    </message>
</context>
<context>
    <name>WorkPackage</name>
    <message>
        <source>deleted offline, changed here</source>
        <translation>offline gelöscht, hier geändert</translation>
    </message>
    <message>
        <source>changed offline, deleted here</source>
        <translation>offline geändert, hier gelöscht</translation>
    </message>
    <message>
        <source>changed offline and here; both versions kept</source>
        <translation>offline und hier geändert; beide Versionen behalten</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; offline, &quot;%3&quot; here; kept &quot;%3&quot;</source>
        <translation>%1: offline &quot;%2&quot;, hier &quot;%3&quot;; &quot;%3&quot; behalten</translation>
    </message>
    <message>
        <source>%1 offline, %2 here; kept %2</source>
        <translation>offline %1, hier %2; %2 behalten</translation>
    </message>
    <message>
        <source>%1 is not a work package</source>
        <translation>%1 ist kein Arbeitspaket</translation>
    </message>
    <message>
        <source>%1 was made from another project, not from %2</source>
        <translation>%1 wurde aus einem anderen Projekt erstellt, nicht aus %2</translation>
    </message>
    <message>
        <source>%1 has no work package of %2 on record</source>
        <translation>%1 verzeichnet kein Arbeitspaket von %2</translation>
    </message>
    <message>
        <source>%1 is an older package of %2 (made %3); the newest was made %4. Merge that one, or make a new package.</source>
        <translation>%1 ist ein älteres Paket von %2 (erstellt %3); das neueste wurde %4 erstellt. Führen Sie jenes zusammen oder erstellen Sie ein neues Paket.</translation>
    </message>
    <message>
        <source>item %1 of the package is not assigned to %2 in %3</source>
        <translation>Eintrag %1 des Pakets ist in %3 nicht %2 zugewiesen</translation>
    </message>
    <message>
        <source>item %1 could not be merged into %2</source>
        <translation>Eintrag %1 konnte nicht in %2 übernommen werden</translation>
    </message>
    <message>
        <source>%1 could not be written</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>nobody called &quot;%1&quot; is in %2</source>
        <translation>in %2 gibt es niemanden namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no assigned items to take away</source>
        <translation>%1 hat keine zugewiesenen Einträge, die mitgenommen werden könnten</translation>
    </message>
    <message>
        <source>the split could not be recorded in %1</source>
        <translation>die Aufteilung konnte nicht in %1 vermerkt werden</translation>
    </message>
</context>
<context>
    <name>WorkflowText</name>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In Bearbeitung</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>In Prüfung</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Zurückgegeben</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>öffnen</translation>
    </message>
    <message>
        <source>submit</source>
        <translation>einreichen</translation>
    </message>
    <message>
        <source>claim for review</source>
        <translation>zur Prüfung übernehmen</translation>
    </message>
    <message>
        <source>release from review</source>
        <translation>aus der Prüfung entlassen</translation>
    </message>
    <message>
        <source>return for amendment</source>
        <translation>zur Überarbeitung zurückgeben</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>annehmen</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>verwerfen</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Coordinator</source>
        <translation>Koordinator</translation>
    </message>
    <message>
        <source>Only the assigned annotator may %1 this item.</source>
        <translation>Nur der zugewiesene Annotator darf diesen Eintrag %1.</translation>
    </message>
    <message>
        <source>Only a reviewer may %1 this item.</source>
        <translation>Nur ein Prüfer darf diesen Eintrag %1.</translation>
    </message>
    <message>
        <source>A reason is required to %1.</source>
        <translation>Eine Begründung ist erforderlich, wenn Sie einen Eintrag %1 möchten.</translation>
    </message>
    <message>
        <source>Cannot %1 an item in the state “%2”.</source>
        <translation>Ein Eintrag mit dem Status „%2“ lässt sich nicht %1.</translation>
    </message>
    <message>
        <source>Reviewers do not review their own annotations.</source>
        <translation>Prüfer dürfen ihre eigenen Annotationen nicht prüfen.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mark, review and analyse errors in machine-generated text.</source>
        <translation>Fehler in maschinell generiertem Text markieren, prüfen und analysieren.</translation>
    </message>
    <message>
        <source>The .errata project to open.</source>
        <translation>Das zu öffnende .errata-Projekt.</translation>
    </message>
    <message>
        <source>Open the demo project.</source>
        <translation>Das Demo-Projekt öffnen.</translation>
    </message>
    <message>
        <source>Act as this person of the project.</source>
        <translation>Als diese Person des Projekts handeln.</translation>
    </message>
    <message>
        <source>Save the window as PNG and quit.</source>
        <translation>Das Fenster als PNG speichern und beenden.</translation>
    </message>
</context>
</TS>
