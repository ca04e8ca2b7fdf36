<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>Read 1 file: </source>
        <translation>1 Datei gelesen: </translation>
    </message>
    <message>
        <source>Read %1 files: </source>
        <translation>%1 Dateien gelesen: </translation>
    </message>
    <message>
        <source>1 item (%1 new), </source>
        <translation>1 Item (%1 neu), </translation>
    </message>
    <message>
        <source>%1 items (%2 new), </source>
        <translation>%1 Items (%2 neu), </translation>
    </message>
    <message>
        <source>1 span (%1 new, in %2 new annotations), </source>
        <translation>1 Spanne (%1 neu, in %2 neuen Annotationen), </translation>
    </message>
    <message>
        <source>%1 spans (%2 new, in %3 new annotations), </source>
        <translation>%1 Spannen (%2 neu, in %3 neuen Annotationen), </translation>
    </message>
    <message>
        <source>1 new person.</source>
        <translation>1 neue Person.</translation>
    </message>
    <message>
        <source>%1 new people.</source>
        <translation>%1 neue Personen.</translation>
    </message>
    <message>
        <source>1 row skipped.</source>
        <translation>1 Zeile übersprungen.</translation>
    </message>
    <message>
        <source>%1 rows skipped.</source>
        <translation>%1 Zeilen übersprungen.</translation>
    </message>
    <message>
        <source>The project already held all of it: nothing changed.</source>
        <translation>Das Projekt enthielt schon alles davon: Nichts hat sich geändert.</translation>
    </message>
</context>
<context>
    <name>ActionLogReport</name>
    <message>
        <source>The threshold is a number of seconds per word, 0 or more.</source>
        <translation>Die Schwelle ist eine Zahl von Sekunden pro Wort, 0 oder mehr.</translation>
    </message>
</context>
<context>
    <name>AddSpanCommand</name>
    <message>
        <source>Mark %1</source>
        <translation>%1 markieren</translation>
    </message>
</context>
<context>
    <name>AnalysisExclusions</name>
    <message>
        <source>The setting analysis_exclusions is not a JSON list: %1</source>
        <translation>Die Einstellung analysis_exclusions ist keine JSON-Liste: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Excluded from these figures by a coordinator (%1): %2.</source>
        <translation>Von einer Koordinatorin aus diesen Zahlen ausgeschlossen (%1): %2.</translation>
    </message>
    <message>
        <source>exclude people from the analyses</source>
        <translation>Personen von den Auswertungen ausschließen</translation>
    </message>
    <message>
        <source>There is no person with id %1.</source>
        <translation>Es gibt keine Person mit der ID %1.</translation>
    </message>
    <message>
        <source>Excluding %1 from the analyses needs a reason (--reason).</source>
        <translation>Um %1 von den Auswertungen auszuschließen, braucht es einen Grund (--reason).</translation>
    </message>
    <message>
        <source>%1 is already excluded from the analyses.</source>
        <translation>%1 ist bereits von den Auswertungen ausgeschlossen.</translation>
    </message>
    <message>
        <source>%1 is not excluded from the analyses.</source>
        <translation>%1 ist nicht von den Auswertungen ausgeschlossen.</translation>
    </message>
</context>
<context>
    <name>ArchiveRestorer</name>
    <message>
        <source>the training mark&apos;s reference layer (%1) is not there</source>
        <translation>die Referenzebene der Trainingsmarkierung (%1) fehlt</translation>
    </message>
    <message>
        <source>the attention check&apos;s reference layer (%1) is not there</source>
        <translation>die Referenzebene des Aufmerksamkeitstests (%1) fehlt</translation>
    </message>
    <message>
        <source>the qualification result of %1: %2</source>
        <translation>das Qualifikationsergebnis von %1: %2</translation>
    </message>
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
        <source>restore an archive</source>
        <translation>ein Archiv wiederherstellen</translation>
    </message>
    <message>
        <source>the items up to %1</source>
        <translation>die Einträge bis %1</translation>
    </message>
    <message>
        <source>the spans and review threads</source>
        <translation>die Spannen und Prüfdiskussionen</translation>
    </message>
    <message>
        <source>the workflow history</source>
        <translation>der Arbeitsverlauf</translation>
    </message>
</context>
<context>
    <name>AssignCommands</name>
    <message>
        <source>assign takes the project file and --per-item K (or --list).</source>
        <translation>assign erwartet die Projektdatei und --per-item K (oder --list).</translation>
    </message>
    <message>
        <source>--per-item takes a whole number, 1 or more.</source>
        <translation>--per-item erwartet eine ganze Zahl ab 1.</translation>
    </message>
    <message>
        <source>%1 is not an active annotator.</source>
        <translation>%1 ist kein aktiver Annotator.</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Person &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>New items</source>
        <translation>Neue Einträge</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>reassign takes the project, an item id, --from NAME and --to NAME.</source>
        <translation>reassign erwartet das Projekt, eine Item-ID, --from NAME und --to NAME.</translation>
    </message>
    <message>
        <source>unassign takes the project, an item id and --annotator NAME.</source>
        <translation>unassign erwartet das Projekt, eine Item-ID und --annotator NAME.</translation>
    </message>
    <message>
        <source>%1 has no assignment on item %2.</source>
        <translation>%1 hat keine Zuweisung für Item %2.</translation>
    </message>
    <message>
        <source>%1 has already begun item %2 (%3): only work not yet started can be moved; discard it in the Review tab if it must go.</source>
        <translation>%1 hat Item %2 bereits begonnen (%3): Nur noch nicht begonnene Arbeit lässt sich verschieben; verwerfen Sie sie im Reiter „Review“, wenn sie weg muss.</translation>
    </message>
    <message>
        <source>Reassigned to %1 before work began.</source>
        <translation>Vor Arbeitsbeginn %1 zugewiesen.</translation>
    </message>
    <message>
        <source>Unassigned before work began.</source>
        <translation>Vor Arbeitsbeginn entzogen.</translation>
    </message>
    <message>
        <source>progress takes the project file (and --matrix, --idle-days N).</source>
        <translation>progress erwartet die Projektdatei (und --matrix, --idle-days N).</translation>
    </message>
    <message>
        <source>Idle %1+ days</source>
        <translation>Untätig seit %1+ Tagen</translation>
    </message>
    <message>
        <source>plan assignments</source>
        <translation>Zuweisungen planen</translation>
    </message>
    <message>
        <source>Left out: %1 (%2).</source>
        <translation>Ausgelassen: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>AssignmentPlanner</name>
    <message>
        <source>Each item needs at least one annotator (--per-item 1 or more).</source>
        <translation>Jedes Item braucht mindestens einen Annotator (--per-item 1 oder mehr).</translation>
    </message>
    <message>
        <source>Each item needs %1 annotators, but only %2 can be given it.</source>
        <translation>Jedes Item braucht %1 Annotatoren, aber nur %2 können es erhalten.</translation>
    </message>
    <message>
        <source>Items without a condition need %1 annotators each, but only %2 people have no condition.</source>
        <translation>Items ohne Bedingung brauchen je %1 Annotatoren, aber nur %2 Personen haben keine Bedingung.</translation>
    </message>
    <message>
        <source>Items of condition &quot;%1&quot; need %2 annotators each, but only %3 people have that condition.</source>
        <translation>Items der Bedingung „%1“ brauchen je %2 Annotatoren, aber nur %3 Personen haben diese Bedingung.</translation>
    </message>
</context>
<context>
    <name>AuthorshipCommand</name>
    <message>
        <source>authorship takes the project file.</source>
        <translation>authorship erwartet die Projektdatei.</translation>
    </message>
    <message>
        <source>Correct answers</source>
        <translation>Richtige Antworten</translation>
    </message>
    <message>
        <source>Evaluators</source>
        <translation>Bewertende</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>95% low</source>
        <translation>95 % unten</translation>
    </message>
    <message>
        <source>95% high</source>
        <translation>95 % oben</translation>
    </message>
    <message>
        <source>p (vs chance)</source>
        <translation>p (gegen Zufall)</translation>
    </message>
    <message>
        <source>Machine P</source>
        <translation>Maschine P</translation>
    </message>
    <message>
        <source>Machine R</source>
        <translation>Maschine R</translation>
    </message>
    <message>
        <source>Machine F1</source>
        <translation>Maschine F1</translation>
    </message>
    <message>
        <source>Judged human</source>
        <translation>Als Mensch beurteilt</translation>
    </message>
    <message>
        <source>&quot;Definitely&quot;</source>
        <translation>„Sicher“</translation>
    </message>
    <message>
        <source>α (4-point)</source>
        <translation>α (4 Stufen)</translation>
    </message>
    <message>
        <source>α (human/machine)</source>
        <translation>α (Mensch/Maschine)</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
    <message>
        <source>%1 answers on texts without &quot;%2&quot; were left out.</source>
        <translation>%1 Antworten zu Texten ohne „%2“ blieben unberücksichtigt.</translation>
    </message>
</context>
<context>
    <name>AuthorshipReport</name>
    <message>
        <source>%1 holds no authorship judgements (init --judgements authorship asks for them)</source>
        <translation>%1 enthält keine Urteile zur Urheberschaft (init --judgements authorship fragt danach)</translation>
    </message>
    <message>
        <source>no item has the metadata key &quot;%1&quot; that says who wrote it</source>
        <translation>kein Eintrag hat den Metadatenschlüssel „%1“, der sagt, wer ihn schrieb</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>Cannot create the backup folder %1.</source>
        <translation>Der Sicherungsordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message>
        <source>Could not copy %1 to %2: %3</source>
        <translation>%1 konnte nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <source>Could not remove the old backup %1.</source>
        <translation>Die alte Sicherung %1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Cannot read the backup %1.</source>
        <translation>Die Sicherung %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 cannot be restored: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>Could not keep a copy of %1 before restoring: %2</source>
        <translation>Vor dem Wiederherstellen konnte keine Kopie von %1 aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>Could not move the restored copy to %1 (%2); it is at %3.</source>
        <translation>Die wiederhergestellte Kopie konnte nicht nach %1 verschoben werden (%2); sie liegt unter %3.</translation>
    </message>
</context>
<context>
    <name>BarFigure</name>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
</context>
<context>
    <name>BoxFigure</name>
    <message>
        <source>%1  (n = %2)</source>
        <translation>%1  (n = %2)</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
</context>
<context>
    <name>CliCommands</name>
    <message>
        <source>%1 prints the action log of %2, which is for coordinators; %3 reads only their own.</source>
        <translation>%1 gibt das Aktionsprotokoll von %2 aus, das der Koordination vorbehalten ist; %3 liest nur das eigene.</translation>
    </message>
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
        <source>Judgements</source>
        <translation>Urteile</translation>
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
        <source>Package</source>
        <translation>Arbeitspaket</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
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
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>agreement takes one project file and the options --unit token|char, --level 1|2, --by KEY, --pairs, --ratings, --gold.</source>
        <translation>agreement erwartet eine Projektdatei und die Optionen --unit token|char, --level 1|2, --by KEY, --pairs, --ratings, --gold.</translation>
    </message>
    <message>
        <source>--ci must be bootstrap or normal, not &quot;%1&quot;.</source>
        <translation>--ci muss bootstrap oder normal sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--rounds must be a positive whole number, not &quot;%1&quot;.</source>
        <translation>--rounds muss eine positive ganze Zahl sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>--seed muss eine ganze Zahl sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--layer: there is no annotator &quot;%1&quot; in this project.</source>
        <translation>--layer: In diesem Projekt gibt es keinen Annotator &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>SD</translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation>95-%-KI unten</translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation>95-%-KI oben</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotationen</translation>
    </message>
    <message>
        <source>%1 takes one project file; see errata-cli --help for its options.</source>
        <translation>%1 erwartet eine Projektdatei; die Optionen finden Sie unter errata-cli --help.</translation>
    </message>
    <message>
        <source>--items must be positive whole numbers (e.g. 50 or 10,20,50), not &quot;%1&quot;.</source>
        <translation>--items muss aus positiven ganzen Zahlen bestehen (z. B. 50 oder 10,20,50), nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Items sampled</source>
        <translation>Gezogene Einträge</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Grundgesamtheit</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>heatmap needs --cols KEY and -o OUT.csv|png|svg.</source>
        <translation>heatmap benötigt --cols KEY und -o OUT.csv|png|svg.</translation>
    </message>
    <message>
        <source>-o %1: the file must end in .csv, .png or .svg.</source>
        <translation>-o %1: Die Datei muss auf .csv, .png oder .svg enden.</translation>
    </message>
    <message>
        <source>--normalize must be none, row or col; --sort-rows and --sort-cols none, name or value.</source>
        <translation>--normalize muss none, row oder col sein; --sort-rows und --sort-cols none, name oder value.</translation>
    </message>
    <message>
        <source>PNG and SVG output need the graphical libraries; write .csv instead.</source>
        <translation>Ausgabe als PNG und SVG benötigt die Grafikbibliotheken; schreiben Sie stattdessen .csv.</translation>
    </message>
    <message>
        <source>--type: no error type &quot;%1&quot; at level %2.</source>
        <translation>--type: kein Fehlertyp &quot;%1&quot; auf Ebene %2.</translation>
    </message>
    <message>
        <source>A grid needs --rows KEY and --cols KEY (two metadata keys).</source>
        <translation>Ein Raster benötigt --rows KEY und --cols KEY (zwei Metadatenschlüssel).</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Person &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 has several coordinators; say which one with --as NAME.</source>
        <translation>%1 hat mehrere Koordinatoren; geben Sie mit --as NAME an, welcher.</translation>
    </message>
    <message>
        <source>--part must be exercise, choice or task, not &quot;%1&quot;.</source>
        <translation>--part muss exercise, choice oder task sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Reference spans</source>
        <translation>Referenz-Spans</translation>
    </message>
    <message>
        <source>--match must be exact, overlap50 or any, not &quot;%1&quot;.</source>
        <translation>--match muss exact, overlap50 oder any sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--pass-mark must be a number of points, not &quot;%1&quot;.</source>
        <translation>--pass-mark muss eine Punktzahl sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1: precision %2, recall %3 (%4 of %5 found, %6 of %7 marked right)</source>
        <translation>%1: Precision %2, Recall %3 (%4 von %5 gefunden, %6 von %7 richtig markiert)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Out of</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Per type</source>
        <translation>Je Typ</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>qc takes the project file, and to mark attention checks --mark-good ITEM... or --mark-bad ITEM... [--reference LAYER].</source>
        <translation>qc erwartet die Projektdatei und, um Aufmerksamkeitstests zu markieren, --mark-good ITEM... oder --mark-bad ITEM... [--reference LAYER].</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>Gegeben</translation>
    </message>
    <message>
        <source>annotators takes one project file.</source>
        <translation>annotators erwartet eine Projektdatei.</translation>
    </message>
    <message>
        <source>Assigned</source>
        <translation>Zugewiesen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Seconds / item</source>
        <translation>Sekunden / Eintrag</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Annahmequote</translation>
    </message>
    <message>
        <source>Returns / item</source>
        <translation>Rückgaben / Eintrag</translation>
    </message>
    <message>
        <source>κ gold</source>
        <translation>κ Gold</translation>
    </message>
    <message>
        <source>κ peers</source>
        <translation>κ Kollegen</translation>
    </message>
    <message>
        <source>Qualification</source>
        <translation>Qualifikation</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>%1 takes a non-negative number, not &quot;%2&quot;.</source>
        <translation>%1 erwartet eine nicht negative Zahl, nicht &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>generate takes one project file to create, e.g. errata-cli generate big.errata --preset scarecrow</source>
        <translation>generate erwartet eine anzulegende Projektdatei, z. B. errata-cli generate big.errata --preset scarecrow</translation>
    </message>
    <message>
        <source>--preset must be scarecrow or million, not &quot;%1&quot;.</source>
        <translation>--preset muss scarecrow oder million sein, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>backup takes a project file, and optionally --to FOLDER and --keep K (K ≥ 1).</source>
        <translation>backup erwartet eine Projektdatei und optional --to FOLDER und --keep K (K ≥ 1).</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Backups kept</source>
        <translation>Behaltene Sicherungen</translation>
    </message>
    <message>
        <source>restore takes a project file and --from BACKUP.</source>
        <translation>restore erwartet eine Projektdatei und --from BACKUP.</translation>
    </message>
    <message>
        <source>%1 is open in another Errata (%2); close it first. Nothing was restored.</source>
        <translation>%1 ist in einem anderen Errata geöffnet (%2); schließen Sie es zuerst. Es wurde nichts wiederhergestellt.</translation>
    </message>
    <message>
        <source>Nothing was restored; %1 is unchanged.</source>
        <translation>Es wurde nichts wiederhergestellt; %1 ist unverändert.</translation>
    </message>
    <message>
        <source>Restored from</source>
        <translation>Wiederhergestellt aus</translation>
    </message>
    <message>
        <source>--split KEY needs --rows KEY and --cols KEY: three different metadata keys.</source>
        <translation>--split KEY benötigt --rows KEY und --cols KEY: drei verschiedene Metadatenschlüssel.</translation>
    </message>
    <message>
        <source>Coordinator</source>
        <translation>Koordinator</translation>
    </message>
    <message>
        <source>export cannot write &quot;%1&quot;; --format is one of: %2</source>
        <translation>export kann „%1“ nicht schreiben; --format ist eines von: %2</translation>
    </message>
    <message>
        <source>No item of %1 has metadata, so there is no &quot;%2&quot; to group by.</source>
        <translation>Kein Eintrag von %1 hat Metadaten, also gibt es kein „%2“, nach dem gruppiert werden könnte.</translation>
    </message>
    <message>
        <source>No item of %1 has the metadata key &quot;%2&quot;; its keys are: %3.</source>
        <translation>Kein Eintrag von %1 hat den Metadatenschlüssel „%2“; seine Schlüssel sind: %3.</translation>
    </message>
    <message>
        <source>items add takes the project file, --format jsonl|csv|txt and at least one file.</source>
        <translation>items add erwartet die Projektdatei, --format jsonl|csv|txt und mindestens eine Datei.</translation>
    </message>
    <message>
        <source>%1 does not exist; create it first with errata-cli init.</source>
        <translation>%1 existiert nicht; legen Sie es zuerst mit errata-cli init an.</translation>
    </message>
    <message>
        <source>Nothing was added; %1 is unchanged.</source>
        <translation>Nichts wurde hinzugefügt; %1 ist unverändert.</translation>
    </message>
    <message>
        <source>package split takes the project file, --annotator NAME (or --all) and -o PACKAGE.errata (a folder with --all).</source>
        <translation>package split erwartet die Projektdatei, --annotator NAME (oder --all) und -o PACKAGE.errata (mit --all einen Ordner).</translation>
    </message>
    <message>
        <source>package merge takes the project file and a package file, or a folder of them.</source>
        <translation>package merge erwartet die Projektdatei und eine Paketdatei oder einen Ordner davon.</translation>
    </message>
    <message>
        <source>package split --all takes the project file and -o FOLDER.</source>
        <translation>package split --all erwartet die Projektdatei und -o ORDNER.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>--people takes campaign (one rater id is one person in every file) or per-file.</source>
        <translation>Die Option --people erwartet campaign (eine Bewerter-ID ist in jeder Datei dieselbe Person) oder per-file.</translation>
    </message>
    <message>
        <source>--measure must be coverage, count, coverage-severity, mqm, rating or esa, not &quot;%1&quot;.</source>
        <translation>--measure muss coverage, count, coverage-severity, mqm, rating oder esa sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>qualification takes the project file and either --mark-training ITEM..., --mark-practice ITEM... [--explanation TEXT] or --score PERSON [--match exact|overlap50|any] [--scheme span-match|scarecrow|tgea].</source>
        <translation>qualification erwartet die Projektdatei und entweder --mark-training ITEM..., --mark-practice ITEM... [--explanation TEXT] oder --score PERSON [--match exact|overlap50|any] [--scheme span-match|scarecrow|tgea].</translation>
    </message>
    <message>
        <source>--scheme must be span-match, scarecrow or tgea, not &quot;%1&quot;.</source>
        <translation>--scheme muss span-match, scarecrow oder tgea sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--layer: there is no system &quot;%1&quot;; the project has: %2.</source>
        <translation>--layer: es gibt kein System „%1“; das Projekt hat: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>--where takes a subset for span agreement and --pairs, not for --ratings or --gold.</source>
        <translation>--where wählt eine Teilmenge für die Spannen-Übereinstimmung und --pairs, nicht für --ratings oder --gold.</translation>
    </message>
    <message>
        <source>--leave-out: &quot;%1&quot; is no type or group of the taxonomy &quot;%2&quot;.</source>
        <translation>--leave-out: „%1“ ist kein Typ und keine Gruppe der Taxonomie „%2“.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Annotations not handed in (left out)</source>
        <translation>Nicht abgegebene Annotationen (ausgelassen)</translation>
    </message>
    <message>
        <source>Spans skipped (prompt side, not TGEA)</source>
        <translation>Übersprungene Spannen (im Prompt, nicht TGEA)</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>%1 has no coordinator; only coordinators can do this. Name one first: errata-cli people add %1 NAME --role coordinator</source>
        <translation>%1 hat keinen Koordinator; nur Koordinatoren können dies tun. Benennen Sie zuerst einen: errata-cli people add %1 NAME --role coordinator</translation>
    </message>
    <message>
        <source>give the password in ~/.pgpass or PGPASSWORD, as for psql (docs/server.md)</source>
        <translation>geben Sie das Passwort in ~/.pgpass oder PGPASSWORD an, wie für psql (docs/server.md)</translation>
    </message>
    <message>
        <source>Time added (s)</source>
        <translation>Zeit hinzugefügt (s)</translation>
    </message>
    <message>
        <source>There is nobody called &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es niemanden namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 prints everyone&apos;s work, which is for reviewers and coordinators; %2 annotates in %3. Their own items are in the window (or their work package).</source>
        <translation>%1 gibt die Arbeit aller aus, und die ist für Prüfende und Koordinierende; %2 annotiert in %3. Die eigenen Einträge stehen im Fenster (oder im Arbeitspaket).</translation>
    </message>
    <message>
        <source>%1 is signed in as %2, and on a team server one acts only as oneself, not as %3; sign in as %3 instead.</source>
        <translation>%1 ist als %2 angemeldet, und auf einem Teamserver handelt man nur als man selbst, nicht als %3; melden Sie sich stattdessen als %3 an.</translation>
    </message>
    <message>
        <source>--normalise must be none or z, not &quot;%1&quot;.</source>
        <translation>--normalise muss none oder z sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. The commands: %2.</source>
        <translation>Unbekannter Befehl „%1“. Die Befehle: %2.</translation>
    </message>
    <message>
        <source>One command&apos;s part: errata-cli help COMMAND, or errata-cli COMMAND --help.
</source>
        <translation>Hilfe zu einem Befehl: errata-cli help BEFEHL oder errata-cli BEFEHL --help.
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
        <translation>Wer fragt (docs/study.md, „What each role sees“): Die Befehle, die Personen, Texte oder
Metadaten ausgeben, nehmen --as NAME und geben aus, was diese Person sehen darf; auf einem
Team-Server die angemeldete Person. Annotator:innen wird die Arbeit aller verweigert (Statistik,
Verlauf, Fortschritt, people list, Exporte …); Prüfer:innen einer anonymen Studie sehen
Annotator:innen als A1, A2 …; Exporte sind Sache der Koordination. Ohne --as gibt ein
Arbeitspaket als seine Annotator:in aus, eine blinde oder anonyme Studie als ihre einzige
Koordinator:in (auf stderr gesagt); bei mehreren Koordinator:innen ist --as NAME nötig. Andere
Projekte geben alles aus, als Eigentümer:in der Datei.
</translation>
    </message>
    <message>
        <source>printing as %1, whose work package this is.</source>
        <translation>Ausgabe als %1, dem dieses Arbeitspaket gehört.</translation>
    </message>
    <message>
        <source>printing as %1, the coordinator of this blind or anonymous study (--as NAME for anyone else).</source>
        <translation>Ausgabe als %1, Koordinator:in dieser blinden oder anonymen Studie (--as NAME für jemand anderen).</translation>
    </message>
    <message>
        <source>%1 is a blind or anonymous study with %2 coordinators: say who asks with --as NAME (%3, or one of its reviewers).</source>
        <translation>%1 ist eine blinde oder anonyme Studie mit %2 Koordinator:innen: Geben Sie mit --as NAME an, wer fragt (%3 oder eine:r ihrer Prüfer:innen).</translation>
    </message>
    <message>
        <source>%1 prints everything, names and hidden values included, which is for coordinators; %2 is not one in %3.</source>
        <translation>%1 gibt alles aus, auch Namen und verborgene Werte, und ist Koordinator:innen vorbehalten; %2 ist in %3 keine:r.</translation>
    </message>
    <message numerus="yes">
        <source>Would add %n text(s) to %1 (%2 already in the project).</source>
        <translation>
            <numerusform>Würde %n Text zu %1 hinzufügen (%2 bereits im Projekt).</numerusform>
            <numerusform>Würde %n Texte zu %1 hinzufügen (%2 bereits im Projekt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would add %n text(s) to %1.</source>
        <translation>
            <numerusform>Würde %n Text zu %1 hinzufügen.</numerusform>
            <numerusform>Würde %n Texte zu %1 hinzufügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written: run it again without --dry-run to add them.</source>
        <translation>Nichts wurde geschrieben: ohne --dry-run erneut ausführen, um sie hinzuzufügen.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s) to %1 (%2 already in the project).</source>
        <translation>
            <numerusform>%n Text zu %1 hinzugefügt (%2 bereits im Projekt).</numerusform>
            <numerusform>%n Texte zu %1 hinzugefügt (%2 bereits im Projekt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s) to %1.</source>
        <translation>
            <numerusform>%n Text zu %1 hinzugefügt.</numerusform>
            <numerusform>%n Texte zu %1 hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Texts read</source>
        <translation>Gelesene Texte</translation>
    </message>
    <message>
        <source>New texts</source>
        <translation>Neue Texte</translation>
    </message>
    <message>
        <source>Already in the project</source>
        <translation>Bereits im Projekt</translation>
    </message>
    <message>
        <source>Replaced a merged package</source>
        <translation>Zusammengeführtes Paket ersetzt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Nothing to show: the project has no texts yet (errata-cli items add).</source>
        <translation>Nichts anzuzeigen: Das Projekt hat noch keine Texte (errata-cli items add).</translation>
    </message>
    <message numerus="yes">
        <source>Nothing to show yet: none of the %n text(s) has an annotation handed in. Measures count work that is submitted, in review or accepted.</source>
        <translation>
            <numerusform>Noch nichts anzuzeigen: Für den %n Text ist keine Annotation abgegeben. Die Maße zählen Arbeit, die abgegeben, in Prüfung oder angenommen ist.</numerusform>
            <numerusform>Noch nichts anzuzeigen: Für keinen der %n Texte ist eine Annotation abgegeben. Die Maße zählen Arbeit, die abgegeben, in Prüfung oder angenommen ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to show: no annotated text matches --where %1.</source>
        <translation>Nichts anzuzeigen: Kein annotierter Text passt zu --where %1.</translation>
    </message>
    <message>
        <source>Nothing to show: no annotation of the chosen layers (--layer) is handed in.</source>
        <translation>Nichts anzuzeigen: Von den gewählten Ebenen (--layer) ist keine Annotation abgegeben.</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>
Output: --format text names error types as the window does (&quot;Grammar and Usage&quot;, in the interface language); tsv and json give the taxonomy&apos;s keys (Grammar_Usage), the same in every language. --keys gives the keys in text too.
</source>
        <translation>
Ausgabe: --format text nennt Fehlertypen wie das Fenster („Grammatik und Sprachgebrauch“, in der Sprache der Oberfläche); tsv und json geben die Schlüssel der Taxonomie (Grammar_Usage), in jeder Sprache gleich. --keys gibt die Schlüssel auch im Text aus.
</translation>
    </message>
    <message>
        <source>Usage: errata-cli [--format text|tsv|json] COMMAND ...</source>
        <translation>Aufruf: errata-cli [--format text|tsv|json] COMMAND ...</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Running a study (docs/study.md; changes are the coordinator&apos;s: --as NAME):</source>
        <translation>Eine Studie durchführen (docs/study.md; Änderungen sind Sache des Koordinators: --as NAME):</translation>
    </message>
    <message>
        <source>A team server (docs/server.md; PROJECT may also be postgresql://USER@HOST/DB in every command):</source>
        <translation>Ein Team-Server (docs/server.md; PROJEKT darf in jedem Befehl auch postgresql://NUTZER@HOST/DB sein):</translation>
    </message>
    <message>
        <source>Machine layers (docs/statistics.md, &quot;Scoring a system&quot;):</source>
        <translation>Maschinenebenen (docs/statistics.md, „Scoring a system“):</translation>
    </message>
    <message>
        <source>Metrics (docs/statistics.md, &quot;Does a metric agree with people?&quot;):</source>
        <translation>Metriken (docs/statistics.md, „Does a metric agree with people?“):</translation>
    </message>
    <message>
        <source>Data formats (errata-cli formats says what each holds):</source>
        <translation>Datenformate (errata-cli formats sagt, was jedes enthält):</translation>
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
        <translation>  --version              die Version ausgeben</translation>
    </message>
    <message>
        <source>Exit status: 0 ok, 1 user error, 2 internal error.</source>
        <translation>Exit-Status: 0 OK, 1 Benutzerfehler, 2 interner Fehler.</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>the batch half of Errata: projects, studies and statistics on the command line</source>
        <translation>die Stapelhälfte von Errata: Projekte, Studien und Statistiken auf der Kommandozeile</translation>
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
                         ein neues, leeres Projekt anlegen (mit den abgefragten Urteilen zum Eintrag)
</translation>
    </message>
    <message>
        <source>  info PROJECT.errata    counts: items, people, spans, assignments by state
</source>
        <translation>  info PROJECT.errata    Anzahlen: Einträge, Personen, Spans, Zuweisungen nach Status
</translation>
    </message>
    <message>
        <source>  check PROJECT.errata   integrity check; exit status 0 only when sound
</source>
        <translation>  check PROJECT.errata   Integritätsprüfung; Exit-Status 0 nur, wenn das Projekt intakt ist
</translation>
    </message>
    <message>
        <source>  demo PROJECT.errata    write the demo project
</source>
        <translation>  demo PROJECT.errata    das Demo-Projekt schreiben
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
                         Annotationen importieren (legt das Projekt an, falls es fehlt);
                         alles oder nichts: eine fehlerhafte Zeile ändert nichts. FORMAT: errata-jsonl,
                         mqm-tsv, openmeva-json, scarecrow-csv, tgea-json, thresh-json
                         mqm-tsv: ein Bewerter ist in allen Dateien eine Person, außer mit per-file
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
                         FORMAT: errata-jsonl (alles), spans-csv (eine Zeile je Span),
                         judgements-csv (eine Zeile je Urteil), mqm-tsv, scarecrow-csv,
                         tgea-json (die abgegebene Arbeit eines TGEA-Projekts)
  export PROJEKT.errata --task AUFGABE -o ORDNER [--split 8:1:1] [--seed S] [--as KOORDINATION]
                         TGEAs Benchmark-Dateien: tgea-detect, tgea-spans-bio, tgea-type,
                         tgea-correct, tgea-rationale; Scarecrows Spannenklassifikation:
                         scarecrow-spans; die Aufteilung train/dev/test bleibt im Projekt
</translation>
    </message>
    <message>
        <source>  package split PROJECT.errata --annotator NAME -o PACKAGE.errata [--as COORDINATOR]
                         one annotator&apos;s items, to work on elsewhere
  package split PROJECT.errata --all -o FOLDER [--as COORDINATOR]
                         a package for every annotator with work to do
</source>
        <translation>  package split PROJECT.errata --annotator NAME -o PACKAGE.errata [--as COORDINATOR]
                         die Einträge eines Annotators, um sie anderswo zu bearbeiten
  package split PROJECT.errata --all -o FOLDER [--as COORDINATOR]
                         ein Paket für jeden Annotator, der noch Arbeit hat
</translation>
    </message>
    <message>
        <source>  package merge PROJECT.errata PACKAGE.errata|FOLDER [--as COORDINATOR]
                         bring a package&apos;s work home (conflicts are kept both ways);
                         a folder: every package in it, all or none
</source>
        <translation>  package merge PROJECT.errata PACKAGE.errata|FOLDER [--as COORDINATOR]
                         die Arbeit aus einem Paket zurückholen (bei Konflikten bleiben beide Versionen erhalten)
                         ein Ordner: jedes Paket darin, alle oder keines
</translation>
    </message>
    <message>
        <source>  package conflicts PROJECT.errata
                         list merge conflicts waiting for a coordinator
</source>
        <translation>  package conflicts PROJECT.errata
                         Konflikte beim Zusammenführen auflisten, die auf einen Koordinator warten
</translation>
    </message>
    <message>
        <source>  history PROJECT.errata --item ID
                         every workflow step on an item: who, when, from, to, why
</source>
        <translation>  history PROJECT.errata --item ID
                         jeder Workflow-Schritt eines Eintrags: wer, wann, von, nach, warum
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
                         Span-Übereinstimmung je Typ: Krippendorffs α (pro Eintrag, gepoolt),
                         Two Agree, Fleiss&apos; κ; --pairs Cohens κ; --ratings α der Bewertungen;
                         --gold jeder Annotator im Vergleich zur Goldebene: Precision, Recall, F1
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
                         ein Maß je Gruppe und Fehlertyp, mit seinem 95-%-Intervall
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
                         das Maß als Abbildung (Typ × Gruppe oder ein Raster KEY × KEY;
                         --split: ein Raster je Wert eines dritten Schlüssels, nebeneinander)
</translation>
    </message>
    <message>
        <source>  bootstrap PROJECT.errata [--items 50[,100,…]] [--rounds 1000] [--seed S] [--by KEY]
       [-o CURVE.png|svg]
                         mean, SD and coefficient of variation when n items are sampled;
                         -o: the coefficient of variation against n, a curve per type
</source>
        <translation>  bootstrap PROJECT.errata [--items 50[,100,…]] [--rounds 1000] [--seed S] [--by KEY]
       [-o KURVE.png|svg]
                         Mittelwert, SD und Variationskoeffizient, wenn n Einträge gezogen werden;
                         -o: der Variationskoeffizient über n, eine Kurve je Typ
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
                         Trainingseinträge markieren; die Referenzantwort ist die Goldebene
  qualification PROJECT.errata --mark-practice ITEM... [--explanation TEXT]
       [--reference gold|LAYER] [--as COORDINATOR]
                         Übungseinträge: Annotierende sehen die Antwort, sobald sie einreichen
  qualification PROJECT.errata --score PERSON [--match exact|overlap50|any]
       [--scheme span-match|scarecrow|tgea] [--pass-mark N] [--as COORDINATOR]
                         einen Versuch bewerten und das Ergebnis in den Angaben der Person festhalten
</translation>
    </message>
    <message>
        <source>  qc PROJECT.errata [--mark-good ITEM... | --mark-bad ITEM... [--reference LAYER]]
                         attention checks: the flags with their evidence
</source>
        <translation>  qc PROJECT.errata [--mark-good ITEM... | --mark-bad ITEM... [--reference LAYER]]
                         Aufmerksamkeitstests: die Markierungen mit ihren Belegen
</translation>
    </message>
    <message>
        <source>  annotators PROJECT.errata
                         per annotator: items done, time, acceptance, returns, κ with gold
                         and peers, qualification, flags
</source>
        <translation>  annotators PROJECT.errata
                         je Annotator: erledigte Einträge, Zeit, Annahmequote, Rückgaben, κ mit Gold
                         und Kollegen, Qualifikation, Markierungen
</translation>
    </message>
    <message>
        <source>  generate PROJECT.errata [--preset scarecrow|million] [--items N] [--annotators K]
       [--spans-per-annotation S] [--seed X]
                         a synthetic project for benchmarks; the same seed gives the same rows
</source>
        <translation>  generate PROJECT.errata [--preset scarecrow|million] [--items N] [--annotators K]
       [--spans-per-annotation S] [--seed X]
                         ein synthetisches Projekt für Benchmarks; derselbe Seed ergibt dieselben Zeilen
</translation>
    </message>
    <message>
        <source>  backup PROJECT.errata [--to FOLDER] [--keep K]
                         a consistent copy into FOLDER (default &quot;NAME backups&quot; beside
                         the project); only the newest K (default 10) are kept
</source>
        <translation>  backup PROJECT.errata [--to FOLDER] [--keep K]
                         eine konsistente Kopie in FOLDER (Standard: „NAME Sicherungen“ neben
                         dem Projekt); nur die neuesten K (Standard: 10) werden behalten
</translation>
    </message>
    <message>
        <source>  restore PROJECT.errata --from BACKUP.errata
                         replace the project by a backup (the replaced file is kept as
                         one more backup); refuses a file that is not a sound project
</source>
        <translation>  restore PROJECT.errata --from BACKUP.errata
                         das Projekt durch eine Sicherung ersetzen (die ersetzte Datei wird als
                         weitere Sicherung aufbewahrt); lehnt eine Datei ab, die kein intaktes Projekt ist
</translation>
    </message>
    <message>
        <source>  people list|add|rename|set-role|set-condition|deactivate|activate|remove|merge PROJECT.errata …
       add NAME... [--role annotator,reviewer,coordinator] [--condition C]; merge KEEP DROP
                         the people of a study; a person with work is deactivated, not removed
</source>
        <translation>  people list|add|rename|set-role|set-condition|deactivate|activate|remove|merge PROJECT.errata …
       add NAME... [--role annotator,reviewer,coordinator] [--condition C]; merge KEEP DROP
                         die Personen einer Studie; wer Arbeit hat, wird deaktiviert, nicht entfernt
</translation>
    </message>
    <message>
        <source>  items add PROJECT.errata --format jsonl|csv|txt FILE... [--dry-run]
                         texts to annotate (prompt, text, metadata); all or nothing
</source>
        <translation>  items add PROJECT.errata --format jsonl|csv|txt FILE... [--dry-run]
                         zu annotierende Texte (Prompt, Text, Metadaten); alles oder nichts
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
                         ein ausgewogener Plan: Lasten unterscheiden sich höchstens um eins, jedes
                         Paar teilt Items, die Items einer Gruppe bleiben zusammen, Bedingungen getrennt
</translation>
    </message>
    <message>
        <source>  unassign PROJECT.errata ITEM --annotator A | reassign PROJECT.errata ITEM --from A --to B
                         move work that has not begun
</source>
        <translation>  unassign PROJECT.errata ITEM --annotator A | reassign PROJECT.errata ITEM --from A --to B
                         noch nicht begonnene Arbeit verschieben
</translation>
    </message>
    <message>
        <source>  progress PROJECT.errata [--matrix] [--idle-days N]
                         assignments by state per annotator, and idle work (untouched for
                         N days, 7 by default); --matrix: item × annotator
</source>
        <translation>  progress PROJECT.errata [--matrix] [--idle-days N]
                         Zuweisungen nach Zustand je Annotator, und untätige Arbeit (seit N Tagen
                         unberührt, standardmäßig 7); --matrix: Item × Annotator
</translation>
    </message>
    <message>
        <source>  instructions PROJECT.errata [--set FILE.md | --clear]
                         the page annotators see before their first item (Markdown)
</source>
        <translation>  instructions PROJECT.errata [--set FILE.md | --clear]
                         die Seite, die Annotatoren vor ihrem ersten Item sehen (Markdown)
</translation>
    </message>
    <message>
        <source>  server init postgresql://HOST/DB [--title T] [--coordinator NAME] [init&apos;s options]
                         make a project in an empty PostgreSQL database
</source>
        <translation>  server init postgresql://HOST/DB [--title T] [--coordinator NAME] [Optionen von init]
                         ein Projekt in einer leeren PostgreSQL-Datenbank anlegen
</translation>
    </message>
    <message>
        <source>  server push PROJECT.errata postgresql://HOST/DB | server pull postgresql://HOST/DB NEW.errata
                         move a whole project between a file and an empty server database
</source>
        <translation>  server push PROJEKT.errata postgresql://HOST/DB | server pull postgresql://HOST/DB NEU.errata
                         ein ganzes Projekt zwischen Datei und leerer Server-Datenbank bewegen
</translation>
    </message>
    <message>
        <source>  server login postgresql://HOST/DB PERSON --login ROLE
                         the person signs in as their own PostgreSQL role; the server
                         enforces what their roles may read and write
</source>
        <translation>  server login postgresql://HOST/DB PERSON --login ROLLE
                         die Person meldet sich mit ihrer eigenen PostgreSQL-Rolle an; der Server
                         setzt durch, was ihre Rollen lesen und schreiben dürfen
</translation>
    </message>
    <message>
        <source>  server secure postgresql://HOST/DB
                         set the permissions up again, as this version of Errata sets them
                         (the owner&apos;s open does it by itself after an upgrade)
</source>
        <translation>  server secure postgresql://HOST/DB
                         die Berechtigungen neu einrichten, wie diese Version von Errata sie einrichtet
                         (das Öffnen durch den Eigentümer tut es nach einem Update von selbst)
</translation>
    </message>
    <message>
        <source>  predictions import PROJECT.errata --system NAME --format jsonl|spans-csv|mqm-tsv FILE...
       [--rater R] [--replace] [--as COORDINATOR]
                         a system&apos;s predicted spans, one layer per item; all or nothing
</source>
        <translation>  predictions import PROJEKT.errata --system NAME --format jsonl|spans-csv|mqm-tsv DATEI...
       [--rater R] [--replace] [--as KOORDINATION]
                         vorhergesagte Spannen eines Systems, eine Ebene je Eintrag; alles oder nichts
</translation>
    </message>
    <message>
        <source>  predictions list PROJECT.errata
                         the systems with predictions, their items and spans
</source>
        <translation>  predictions list PROJEKT.errata
                         die Systeme mit Vorhersagen, ihre Einträge und Spannen
</translation>
    </message>
    <message>
        <source>  score PROJECT.errata [--system NAME] [--reference union|majority:K|gold|PERSON]
       [--unit token|char] [--level 1|2] [--where key=value] [--rounds N] [--seed S]
       [--no-baseline] [-o OUT.png|svg [--metric f1|precision|recall]]
                         precision, recall, F1 per type (micro, macro) with 95% intervals;
                         and each annotator against the others (the human baseline)
</source>
        <translation>  score PROJEKT.errata [--system NAME] [--reference union|majority:K|gold|PERSON]
       [--unit token|char] [--level 1|2] [--where Schlüssel=Wert] [--rounds N] [--seed S]
       [--no-baseline] [-o OUT.png|svg [--metric f1|precision|recall]]
                         Precision, Recall, F1 je Typ (mikro, makro) mit 95-%-Intervallen;
                         und jede annotierende Person gegen die anderen (die menschliche Basislinie)
</translation>
    </message>
    <message>
        <source>  suggestions seed PROJECT.errata --system NAME [--annotators A,B,…] [--where key=value]
                         offer a system&apos;s spans to annotators, on work not yet begun
</source>
        <translation>  suggestions seed PROJEKT.errata --system NAME [--annotators A,B,…] [--where Schlüssel=Wert]
                         die Spannen eines Systems Annotierenden anbieten, bei noch nicht begonnener Arbeit
</translation>
    </message>
    <message>
        <source>  suggestions report PROJECT.errata [--system NAME]
                         kept, edited, rejected and added per annotator and system
</source>
        <translation>  suggestions report PROJEKT.errata [--system NAME]
                         übernommen, bearbeitet, abgelehnt und ergänzt je annotierender Person und System
</translation>
    </message>
    <message>
        <source>  metrics import PROJECT.errata FILE.csv... [--replace] [--as COORDINATOR]
                         an automatic metric&apos;s score per item (item,metric,score)
</source>
        <translation>  metrics import PROJEKT.errata DATEI.csv... [--replace] [--as KOORDINATION]
                         der Wert einer automatischen Metrik je Eintrag (item,metric,score)
</translation>
    </message>
    <message>
        <source>  metrics list PROJECT.errata
                         the metrics with scores, and on how many items
</source>
        <translation>  metrics list PROJEKT.errata
                         die Metriken mit Werten, und für wie viele Einträge
</translation>
    </message>
    <message>
        <source>  authorship PROJECT.errata [--truth KEY=HUMAN] [--by KEY|condition|annotator]
       [--where key=value] [--evaluators]
                         can people tell who wrote it: accuracy with its interval and a
                         binomial test, machine P/R/F1, alpha; --evaluators: correct per person
</source>
        <translation>  authorship PROJEKT.errata [--truth SCHLÜSSEL=MENSCH] [--by SCHLÜSSEL|condition|annotator]
       [--where Schlüssel=Wert] [--evaluators]
                         erkennen Menschen, wer schrieb: Trefferquote mit Intervall und
                         Binomialtest, Maschine P/R/F1, Alpha; --evaluators: Treffer je Person
</translation>
    </message>
    <message>
        <source>  lengths PROJECT.errata [--of spans|rationales] [--unit token|char] [--level 1|2] [--by KEY]
       [--where key=value] [-o BOXES.png|svg]
                         span or rationale lengths per type: n, mean, quartiles, min, max
</source>
        <translation>  lengths PROJEKT.errata [--of spans|rationales] [--unit token|char] [--level 1|2] [--by SCHLÜSSEL]
       [--where Schlüssel=Wert] [-o BOXEN.png|svg]
                         Längen von Spannen oder Begründungen je Typ: n, Mittelwert, Quartile, Min, Max
</translation>
    </message>
    <message>
        <source>  ratings PROJECT.errata [--by KEY] [--where key=value] [--deductions] [-o BOXES.png|svg]
                         the ratings per group: n, mean, quartiles; --deductions: how often
                         each deduction reason was given
</source>
        <translation>  ratings PROJEKT.errata [--by SCHLÜSSEL] [--where Schlüssel=Wert] [--deductions] [-o BOXEN.png|svg]
                         die Bewertungen je Gruppe: n, Mittelwert, Quartile; --deductions: wie oft
                         jeder Abzugsgrund gegeben wurde
</translation>
    </message>
    <message>
        <source>  significance PROJECT.errata [--measure M] [--systems system] [--pair-by segment]
       [--test ar|bootstrap|wilcoxon|mannwhitney] [--trials 10000] [--seed S] [--alpha 0.05]
       [--normalise none|z] [--type T] [--where key=value] [--clusters]
                         p for every pair of systems, Cohen&apos;s d, and WMT&apos;s clusters
</source>
        <translation>  significance PROJEKT.errata [--measure M] [--systems system] [--pair-by segment]
       [--test ar|bootstrap|wilcoxon|mannwhitney] [--trials 10000] [--seed S] [--alpha 0.05]
       [--normalise none|z] [--type T] [--where Schlüssel=Wert] [--clusters]
                         p für jedes Paar von Systemen, Cohens d und die Gruppen nach WMT
</translation>
    </message>
    <message>
        <source>  raters PROJECT.errata [--measure M] [--systems system] [--normalise none|z]
                         each rater&apos;s mean and SD, and how their system ranking agrees
                         with the others&apos; (Kendall&apos;s tau-b, Spearman&apos;s rho)
</source>
        <translation>  raters PROJEKT.errata [--measure M] [--systems system] [--normalise none|z]
                         Mittelwert und SD jedes Bewerters, und wie seine Rangfolge der Systeme
                         mit der der anderen übereinstimmt (Kendalls tau-b, Spearmans rho)
</translation>
    </message>
    <message>
        <source>  anova PROJECT.errata --by KEY [--measure M] [--normalise none|z]
                         one-way ANOVA of the item values across the groups: F and p
</source>
        <translation>  anova PROJEKT.errata --by SCHLÜSSEL [--measure M] [--normalise none|z]
                         einfaktorielle ANOVA der Eintragswerte über die Gruppen: F und p
</translation>
    </message>
    <message>
        <source>  dataset-stats PROJECT.errata [--where key=value]
                         TGEA&apos;s Tables 3 and 4: texts by error count, tokens, span lengths,
                         agreement on the erroneous flag, spans and types
</source>
        <translation>  dataset-stats PROJEKT.errata [--where Schlüssel=Wert]
                         TGEAs Tabellen 3 und 4: Texte nach Fehlerzahl, Tokens, Spannenlängen,
                         Übereinstimmung bei Fehlerkennzeichen, Spannen und Typen
</translation>
    </message>
    <message>
        <source>  formats                every data format, what it holds, import or export
</source>
        <translation>  formats                jedes Datenformat, was es enthält, Import oder Export
</translation>
    </message>
    <message>
        <source>  commands               every command in a table for scripts: what it prints, and its summary
</source>
        <translation>  commands               jeder Befehl als Tabelle für Skripte: was er ausgibt, und seine Kurzbeschreibung
</translation>
    </message>
    <message>
        <source>Exit status: 0 sound, 1 damaged or not a project, 2 internal error.</source>
        <translation>Exit-Status: 0 intakt, 1 beschädigt oder kein Projekt, 2 interner Fehler.</translation>
    </message>
    <message>
        <source>  --man                  print the manual page (roff), which the package installs</source>
        <translation>  --man                  die Handbuchseite (roff) ausgeben, die das Paket installiert</translation>
    </message>
    <message>
        <source>  --completion bash      print the bash completion, which the package installs</source>
        <translation>  --completion bash      die Bash-Vervollständigung ausgeben, die das Paket installiert</translation>
    </message>
    <message>
        <source>review-status takes the project file and optionally --by annotator|state, --discards or --reviewers.</source>
        <translation>review-status nimmt die Projektdatei und wahlweise --by annotator|state, --discards oder --reviewers.</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>(no reason)</source>
        <translation>(ohne Grund)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Agreed</source>
        <translation>Übereinstimmend</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>The annotators&apos; web page (docs/web.md; on a project file, not yet on a team server):</source>
        <translation>Die Webseite für Annotierende (docs/web.md; auf einer Projektdatei, noch nicht auf einem Teamserver):</translation>
    </message>
    <message>
        <source>  review-status PROJECT.errata [--by annotator|state | --discards | --reviewers]
                         assignments by workflow state, and how often work was returned;
                         --discards: the discarded assignments by their reason;
                         --reviewers: how often two reviewers decided alike (percent, κ)
</source>
        <translation>  review-status PROJECT.errata [--by annotator|state | --discards | --reviewers]
                         Zuweisungen nach Workflow-Status und wie oft Arbeit zurückgegeben wurde
                         --discards: die verworfenen Zuweisungen nach Grund;
                         --reviewers: wie oft zwei Prüfende gleich entschieden (Prozent, κ)
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
        <translation>  correlate PROJEKT.errata --metric M [--human rating|esa|mqm|coverage|count] [--by SCHLÜSSEL]
       [--where Schlüssel=Wert] [--rounds N] [--seed S] [-o AUS.png|svg]
                         Pearson, Spearman, Kendalls tau-b mit p-Werten und 95-%-Intervallen;
                         -o: die Einträge als Streudiagramm mit der Ausgleichsgeraden
  correlate PROJEKT.errata --metric M --error-types [--min-raters 3] [--above 4] [--by SCHLÜSSEL]
                         OpenMEVAs Fehlertyp-Mengen: gut bewertete Geschichten gegen die mit
                         einem Abzugsgrund, mit der punktbiserialen Korrelation
  correlate PROJEKT.errata --metric M[,M2…] --pair-windows N [--human H] [--by SCHLÜSSEL]
       [--where Schlüssel=Wert] [-o AUSGABE.png|svg]
                         OpenMEVAs Abbildung 2: Textpaare in N Fenstern ihres menschlichen
                         Abstands, der Anteil, den jede Metrik wie Menschen ordnet (--by: Paare
                         innerhalb einer Gruppe)
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
                         jede Aktion an jeder Zuweisung mit ihrer Zeit: geöffnet, Spannen
                         hinzugefügt, geändert, entfernt, Urteile gesetzt, abgegeben, untätig, fortgesetzt;
                         -o: als JSON-Zeilen
  log PROJECT.errata --fast [--threshold S] | --set-fast S --as COORDINATOR
                         Arbeit, die schneller als S Sekunden pro Wort abgegeben wurde (die Schwelle
                         des Projekts, wenn keine angegeben ist); --set-fast: diese Schwelle setzen
</translation>
    </message>
    <message>
        <source>  span-f1 PROJECT.errata --reference LAYER --layer LAYER [--unit token|char] [--level 1|2]
       [--where key=value]
                         two layers&apos; spans per type: exact, any-overlap and soft
                         (overlap-weighted) precision, recall and F1; LAYER: gold,
                         system:NAME or a person
</source>
        <translation>  span-f1 PROJEKT.errata --reference EBENE --layer EBENE [--unit token|char] [--level 1|2]
       [--where Schlüssel=Wert]
                         die Spans zweier Ebenen je Typ: exakte, überlappende und weiche
                         (überlappungsgewichtete) Präzision, Recall und F1; EBENE: gold,
                         system:NAME oder eine Person
</translation>
    </message>
    <message>
        <source>  times PROJECT.errata [--where key=value] [-o BOXES.png|svg [--per item|word]]
                         seconds per item and per word for each annotator and condition:
                         n, mean, quartiles, min, max
</source>
        <translation>  times PROJEKT.errata [--where Schlüssel=Wert] [-o BOXEN.png|svg [--per item|word]]
                         Sekunden pro Text und pro Wort je Annotator und Bedingung:
                         n, Mittel, Quartile, Min, Max
</translation>
    </message>
    <message>
        <source>  rationale-words PROJECT.errata [--pairs] [--top 10] [--level 1|2] [--where key=value]
       [-o WORDS.png|svg]
                         the most frequent words (or word pairs) of the rationales per
                         type, stop words left out
</source>
        <translation>  rationale-words PROJEKT.errata [--pairs] [--top 10] [--level 1|2] [--where Schlüssel=Wert]
       [-o WOERTER.png|svg]
                         die häufigsten Wörter (oder Wortpaare) der Begründungen je
                         Typ, ohne Stoppwörter
</translation>
    </message>
    <message>
        <source>  study PROJECT.errata [--require-qualification on|off] [--max-errors N|none] [--as COORDINATOR]
                         the study&apos;s rules: real work only after a passed qualification;
                         TGEA&apos;s limit of errors per text (the annotator is warned at it)
</source>
        <translation>  study PROJECT.errata [--require-qualification on|off] [--max-errors N|none] [--as COORDINATOR]
                         die Regeln der Studie: echte Arbeit erst nach bestandener Qualifikation;
                         TGEAs Höchstzahl der Fehler je Text (Annotierende werden dort gewarnt)
</translation>
    </message>
    <message>
        <source>  exclude PROJECT.errata --person NAME (--reason TEXT | --include) [--as COORDINATOR] | --list
                         leave a person&apos;s work out of every statistic, with a reason (kept
                         in the history); --include counts them again
</source>
        <translation>  exclude PROJECT.errata --person NAME (--reason TEXT | --include) [--as COORDINATOR] | --list
                         die Arbeit einer Person mit Grund aus jeder Statistik lassen (in der
                         Historie behalten); --include zählt sie wieder
</translation>
    </message>
    <message>
        <source>  serve PROJECT.errata [--listen 127.0.0.1:8080] [--tls-cert CERT.pem --tls-key KEY.pem]
                         the annotator&apos;s page in a browser; loopback unless told otherwise,
                         and another address only with TLS
</source>
        <translation>  serve PROJECT.errata [--listen 127.0.0.1:8080] [--tls-cert CERT.pem --tls-key KEY.pem]
                         die Seite für Annotierende im Browser; nur lokal (Loopback), sofern nicht
                         anders angegeben, und eine andere Adresse nur mit TLS
</translation>
    </message>
    <message>
        <source>  links PROJECT.errata [--make PERSON [--url https://HOST] | --revoke PERSON] [--as NAME]
                         the coordinator&apos;s personal sign-in links (only their hashes are kept)
</source>
        <translation>  links PROJECT.errata [--make PERSON [--url https://HOST] | --revoke PERSON] [--as NAME]
                         die persönlichen Anmeldelinks der Koordination (nur ihre Hashes werden gespeichert)
</translation>
    </message>
</context>
<context>
    <name>CommandsCommand</name>
    <message>
        <source>commands takes no arguments.</source>
        <translation>commands nimmt keine Argumente.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Prints</source>
        <translation>Gibt aus</translation>
    </message>
    <message>
        <source>When given</source>
        <translation>Mit Option</translation>
    </message>
    <message>
        <source>Then prints</source>
        <translation>Gibt dann aus</translation>
    </message>
    <message>
        <source>On a project</source>
        <translation>Auf einem Projekt</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Kurzbeschreibung</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
</context>
<context>
    <name>CorpusMeasures</name>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>(gold)</source>
        <translation>(Gold)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Span coverage</source>
        <translation>Span-Abdeckung</translation>
    </message>
    <message>
        <source>Spans per annotation</source>
        <translation>Spans pro Annotation</translation>
    </message>
    <message>
        <source>Coverage × severity</source>
        <translation>Abdeckung × Schweregrad</translation>
    </message>
    <message>
        <source>MQM penalty</source>
        <translation>MQM-Strafpunkte</translation>
    </message>
    <message>
        <source>Mean rating</source>
        <translation>Mittlere Bewertung</translation>
    </message>
    <message>
        <source>ESA score</source>
        <translation>ESA-Wert</translation>
    </message>
    <message>
        <source>Mean ESA score</source>
        <translation>Mittlerer ESA-Wert</translation>
    </message>
</context>
<context>
    <name>CorpusTable</name>
    <message>
        <source>Reading the project was cancelled.</source>
        <translation>Das Lesen des Projekts wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1 (System)</translation>
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
    <message>
        <source>the import was cancelled</source>
        <translation>der Import wurde abgebrochen</translation>
    </message>
    <message>
        <source>import items</source>
        <translation>Einträge importieren</translation>
    </message>
</context>
<context>
    <name>CovFigure</name>
    <message>
        <source>Coefficient of variation of the mean %1 by items sampled (%2 rounds)</source>
        <translation>Variationskoeffizient des Mittelwerts %1 nach gezogenen Einträgen (%2 Runden)</translation>
    </message>
    <message>
        <source>Items sampled</source>
        <translation>Gezogene Einträge</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>Variationskoeffizient</translation>
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
    <name>DataFormats</name>
    <message>
        <source>Errata archive (errata-jsonl)</source>
        <translation>Errata-Archiv (errata-jsonl)</translation>
    </message>
    <message>
        <source>everything a project holds, one JSON object per line; export → import is lossless</source>
        <translation>alles, was ein Projekt enthält, ein JSON-Objekt je Zeile; Export → Import verliert nichts</translation>
    </message>
    <message>
        <source>Item judgements (CSV)</source>
        <translation>Urteile zu Einträgen (CSV)</translation>
    </message>
    <message>
        <source>a row per item judgement: ratings, authorship guesses, ESA scores</source>
        <translation>eine Zeile je Urteil zu einem Eintrag: Bewertungen, Urheberschaftsschätzungen, ESA-Werte</translation>
    </message>
    <message>
        <source>MQM TSV (WMT, Google)</source>
        <translation>MQM-TSV (WMT, Google)</translation>
    </message>
    <message>
        <source>Google&apos;s MQM rater rows: a row per error, spans marked with &lt;v&gt;…&lt;/v&gt;</source>
        <translation>Googles MQM-Bewerterzeilen: eine Zeile je Fehler, Spannen mit &lt;v&gt;…&lt;/v&gt; markiert</translation>
    </message>
    <message>
        <source>OpenMEVA MANS (JSON)</source>
        <translation>OpenMEVA MANS (JSON)</translation>
    </message>
    <message>
        <source>stories of several models per prompt with five human ratings each</source>
        <translation>Geschichten mehrerer Modelle je Prompt mit je fünf menschlichen Bewertungen</translation>
    </message>
    <message>
        <source>Scarecrow grouped_data (CSV)</source>
        <translation>Scarecrow grouped_data (CSV)</translation>
    </message>
    <message>
        <source>Scarecrow&apos;s annotations: a row per annotator and text, spans as offsets</source>
        <translation>Scarecrows Annotationen: eine Zeile je Annotator und Text, Spannen als Offsets</translation>
    </message>
    <message>
        <source>Spans (CSV)</source>
        <translation>Spannen (CSV)</translation>
    </message>
    <message>
        <source>a row per span with its text, type, severity, correction and rationale</source>
        <translation>eine Zeile je Spanne mit Text, Typ, Schweregrad, Korrektur und Begründung</translation>
    </message>
    <message>
        <source>TGEA (JSON)</source>
        <translation>TGEA (JSON)</translation>
    </message>
    <message>
        <source>TGEA-style error annotations of Chinese texts: a record per text</source>
        <translation>Fehlerannotationen chinesischer Texte im TGEA-Stil: ein Datensatz je Text</translation>
    </message>
    <message>
        <source>thresh.tools (JSON)</source>
        <translation>thresh.tools (JSON)</translation>
    </message>
    <message>
        <source>thresh.tools conversions of Scarecrow and MQM: items with their edits</source>
        <translation>thresh.tools-Umwandlungen von Scarecrow und MQM: Einträge mit ihren Bearbeitungen</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; one of: %2</source>
        <translation>unbekanntes Format „%1“; eines von: %2</translation>
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
    <message>
        <source>%1 was written by an older Errata and must be upgraded before it can be opened read-only; open it normally once.</source>
        <translation>%1 wurde von einer älteren Errata-Version geschrieben und muss aktualisiert werden, bevor es schreibgeschützt geöffnet werden kann; öffnen Sie es einmal normal.</translation>
    </message>
    <message>
        <source>%1 is damaged and was closed (SQLite: %2). Restore it from a backup.</source>
        <translation>%1 ist beschädigt und wurde geschlossen (SQLite: %2). Stellen Sie die Datei aus einer Sicherung wieder her.</translation>
    </message>
    <message>
        <source>%1 is damaged and was closed (SQLite integrity check: %2). Restore it from a backup.</source>
        <translation>%1 ist beschädigt und wurde geschlossen (SQLite-Integritätsprüfung: %2). Stellen Sie die Datei aus einer Sicherung wieder her.</translation>
    </message>
    <message>
        <source>Cannot create %1: the folder %2 is read-only for you. Choose a folder you can write to.</source>
        <translation>%1 kann nicht angelegt werden: Der Ordner %2 ist für Sie schreibgeschützt. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>%1 cannot be changed where it is: %2 is read-only for you. Open it read-only to look at it, export it or compute statistics (errata-cli does so by itself for commands that only read), or copy it to a folder you can write to.</source>
        <translation>%1 kann an diesem Ort nicht geändert werden: %2 ist für Sie schreibgeschützt. Öffnen Sie es schreibgeschützt, um es anzusehen, zu exportieren oder Statistiken zu berechnen (errata-cli tut das bei Befehlen, die nur lesen, von selbst), oder kopieren Sie es in einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>its folder</source>
        <translation>sein Ordner</translation>
    </message>
    <message>
        <source>%1 is not a server address; write it as postgresql://user@host:port/database.</source>
        <translation>%1 ist keine Serveradresse; schreiben Sie sie als postgresql://nutzer@host:port/datenbank.</translation>
    </message>
    <message>
        <source>%1 names no database; add it after the host, as in postgresql://host/study.</source>
        <translation>%1 nennt keine Datenbank; fügen Sie sie nach dem Host an, etwa postgresql://host/studie.</translation>
    </message>
    <message>
        <source>the database holds tables of another application, not an Errata project.</source>
        <translation>die Datenbank enthält Tabellen einer anderen Anwendung, kein Errata-Projekt.</translation>
    </message>
    <message>
        <source>its header is empty.</source>
        <translation>ihr Kopf ist leer.</translation>
    </message>
    <message>
        <source>the database is marked as another application&apos;s, not an Errata project.</source>
        <translation>die Datenbank ist als die einer anderen Anwendung markiert, kein Errata-Projekt.</translation>
    </message>
    <message>
        <source>%1 cannot be used as an Errata project: %2</source>
        <translation>%1 kann nicht als Errata-Projekt verwendet werden: %2</translation>
    </message>
    <message>
        <source>%1 already holds an Errata project; open it instead.</source>
        <translation>%1 enthält bereits ein Errata-Projekt; öffnen Sie es stattdessen.</translation>
    </message>
    <message>
        <source>%1 holds no Errata project yet; make one there with errata-cli server init.</source>
        <translation>%1 enthält noch kein Errata-Projekt; legen Sie dort eines mit errata-cli server init an.</translation>
    </message>
    <message>
        <source>Cannot open %1: Qt&apos;s PostgreSQL driver (QPSQL) is not installed; on Debian it is the package libqt6sql6-psql.</source>
        <translation>%1 kann nicht geöffnet werden: Qts PostgreSQL-Treiber (QPSQL) ist nicht installiert; unter Debian ist es das Paket libqt6sql6-psql.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>Keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>%1 was upgraded, but its permissions could not be set up again: %2</source>
        <translation>%1 wurde aktualisiert, aber seine Berechtigungen konnten nicht neu eingerichtet werden: %2</translation>
    </message>
    <message>
        <source>Cannot connect to %1 again: %2</source>
        <translation>Erneute Verbindung zu %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>Only the owner of %1&apos;s tables can set up who may do what there, and %2 is not; sign in as the database&apos;s owner (docs/server.md).</source>
        <translation>Nur der Eigentümer der Tabellen von %1 kann festlegen, wer dort was darf, und %2 ist es nicht; melden Sie sich als Eigentümer der Datenbank an (docs/server.md).</translation>
    </message>
    <message>
        <source>%1 may not create roles, which the team&apos;s permissions need (a group role, and a login for each person). Let it first: createuser --createrole, or ALTER ROLE %1 CREATEROLE (docs/server.md).</source>
        <translation>%1 darf keine Rollen anlegen, die die Berechtigungen des Teams brauchen (eine Gruppenrolle und eine Anmeldung je Person). Erlauben Sie es zuerst: createuser --createrole oder ALTER ROLE %1 CREATEROLE (docs/server.md).</translation>
    </message>
    <message>
        <source>The new project on %1 could not be saved.</source>
        <translation>Das neue Projekt auf %1 konnte nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>DatasetSplit</name>
    <message>
        <source>--split takes train:dev:test in whole numbers (8:1:1) and --seed a whole number; got &quot;%1&quot; and &quot;%2&quot;</source>
        <translation>--split erwartet train:dev:test als ganze Zahlen (8:1:1) und --seed eine ganze Zahl; erhalten: „%1“ und „%2“</translation>
    </message>
    <message>
        <source>this project&apos;s texts are already split %1 with seed %2, and later exports keep that split; leave out --split and --seed</source>
        <translation>die Texte dieses Projekts sind bereits %1 mit Seed %2 aufgeteilt, und spätere Exporte behalten diese Aufteilung; --split und --seed weglassen</translation>
    </message>
    <message>
        <source>the split could not be saved</source>
        <translation>die Aufteilung konnte nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>DatasetStatsCommand</name>
    <message>
        <source>dataset-stats takes the project file.</source>
        <translation>dataset-stats erwartet die Projektdatei.</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Tokens: words split on whitespace and punctuation, each CJK character a token of its own (TGEA counted Jieba&apos;s words). Texts: handed-in annotations, one per text and annotator.</source>
        <translation>Tokens: Wörter, getrennt an Leerraum und Satzzeichen, jedes CJK-Zeichen ein eigenes Token (TGEA zählte Jiebas Wörter). Texte: abgegebene Annotationen, eine je Text und Annotator.</translation>
    </message>
</context>
<context>
    <name>DecideSuggestionCommand</name>
    <message>
        <source>Accept suggestion</source>
        <translation>Vorschlag übernehmen</translation>
    </message>
    <message>
        <source>Reject suggestion</source>
        <translation>Vorschlag ablehnen</translation>
    </message>
</context>
<context>
    <name>DeductionTable</name>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>Bewertet</translation>
    </message>
    <message>
        <source>Deducted</source>
        <translation>Abgezogen</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Mean points</source>
        <translation>Mittlere Punkte</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
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
    <message>
        <source>The demo corpus lacks the items its quality examples use.</source>
        <translation>Dem Demokorpus fehlen die Einträge, die seine Qualitätsbeispiele verwenden.</translation>
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
    <message>
        <source>Gold layer</source>
        <translation>Goldebene</translation>
    </message>
    <message>
        <source>%1 · gold layer · %2</source>
        <translation>%1 · Goldebene · %2</translation>
    </message>
    <message>
        <source>Su&amp;bmit</source>
        <translation>Ein&amp;reichen</translation>
    </message>
    <message>
        <source>Submit Anyway</source>
        <translation>Trotzdem einreichen</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotationDocument</name>
    <message>
        <source>The change could not be saved: %1</source>
        <translation>Die Änderung konnte nicht gespeichert werden: %1</translation>
    </message>
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
    <message>
        <source>Only reviewers and coordinators build the gold layer.</source>
        <translation>Nur Prüfer und Koordinatoren erstellen die Goldebene.</translation>
    </message>
    <message>
        <source>The gold layer has no workflow of its own.</source>
        <translation>Die Goldebene hat keinen eigenen Workflow.</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotatorChooser</name>
    <message>
        <source>Chosen Annotators</source>
        <translation>Ausgewählte Annotatoren</translation>
    </message>
    <message>
        <source>Count the layers of these annotators:</source>
        <translation>Die Ebenen dieser Annotatoren mitzählen:</translation>
    </message>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotatorDashboard</name>
    <message>
        <source>Annotators</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <source>This project has no annotators yet.</source>
        <translation>Dieses Projekt hat noch keine Annotatoren.</translation>
    </message>
    <message>
        <source>Attention-check flags</source>
        <translation>Markierungen aus Aufmerksamkeitstests</translation>
    </message>
    <message>
        <source>Attention-check flags (%1)</source>
        <translation>Markierungen aus Aufmerksamkeitstests (%1)</translation>
    </message>
    <message>
        <source>Attention-check flags of %1 (%2)</source>
        <translation>Markierungen aus Aufmerksamkeitstests für %1 (%2)</translation>
    </message>
    <message>
        <source>No attention-check flags. Known-good and known-bad items are checked as soon as annotators hand them in.</source>
        <translation>Keine Markierungen aus Aufmerksamkeitstests. Bekannt gute und bekannt schlechte Einträge werden geprüft, sobald Annotatoren sie abgeben.</translation>
    </message>
    <message>
        <source>No attention-check flags for %1.</source>
        <translation>Keine Markierungen aus Aufmerksamkeitstests für %1.</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <source>Suggestions: what each annotator kept, edited, rejected and added</source>
        <translation>Vorschläge: was jede annotierende Person übernommen, bearbeitet, abgelehnt und ergänzt hat</translation>
    </message>
</context>
<context>
    <name>Errata::AnnotatorTableModel</name>
    <message>
        <source>not scored</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 · passed</source>
        <translation>%1 · bestanden</translation>
    </message>
    <message>
        <source>%1 · failed</source>
        <translation>%1 · nicht bestanden</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Items handed in (submitted, in review or accepted) of the items assigned</source>
        <translation>Abgegebene Einträge (eingereicht, in Prüfung oder angenommen) von den zugewiesenen Einträgen</translation>
    </message>
    <message>
        <source>Mean time on an item handed in (minutes:seconds)</source>
        <translation>Mittlere Zeit für einen abgegebenen Eintrag (Minuten:Sekunden)</translation>
    </message>
    <message>
        <source>Of the reviews that ended in a decision, the share that accepted</source>
        <translation>Anteil der Annahmen an den Prüfungen, die mit einer Entscheidung endeten</translation>
    </message>
    <message>
        <source>Returns for amendment per item handed in</source>
        <translation>Rückgaben zur Überarbeitung pro abgegebenem Eintrag</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ with the gold layer, token level, any error</source>
        <translation>Cohens κ mit der Goldebene, Token-Ebene, beliebiger Fehler</translation>
    </message>
    <message>
        <source>Mean Cohen&apos;s κ with every other annotator, token level, any error</source>
        <translation>Mittleres Cohens κ mit jedem anderen Annotator, Token-Ebene, beliebiger Fehler</translation>
    </message>
    <message>
        <source>The newest qualification result</source>
        <translation>Das neueste Qualifikationsergebnis</translation>
    </message>
    <message>
        <source>Attention-check flags</source>
        <translation>Markierungen aus Aufmerksamkeitstests</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Time / item</source>
        <translation>Zeit / Eintrag</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>Returns / item</source>
        <translation>Rückgaben / Eintrag</translation>
    </message>
    <message>
        <source>κ gold</source>
        <translation>κ Gold</translation>
    </message>
    <message>
        <source>κ peers</source>
        <translation>κ Kollegen</translation>
    </message>
    <message>
        <source>Qualification</source>
        <translation>Qualifikation</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
</context>
<context>
    <name>Errata::Application</name>
    <message>
        <source>Could not create the demo project: %1</source>
        <translation>Das Demo-Projekt konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata-Projekte (*.errata)</translation>
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
        <source>Blind annotation: the other layers show once you have submitted this item.</source>
        <translation>Blindannotation: Die anderen Annotationsebenen werden angezeigt, sobald Sie diesen Eintrag eingereicht haben.</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>%1 was moved or deleted while it was open. Errata still holds all of it: save it somewhere to keep it.</source>
        <translation>%1 wurde verschoben oder gelöscht, während es geöffnet war. Errata hat noch alles davon: Speichern Sie es an einem anderen Ort, um es zu behalten.</translation>
    </message>
    <message>
        <source>Project File Unavailable</source>
        <translation>Projektdatei nicht verfügbar</translation>
    </message>
    <message>
        <source>%1

What is already in the project is safe in memory; save a copy elsewhere to go on.</source>
        <translation>%1

Was bereits im Projekt ist, ist sicher im Speicher; speichern Sie eine Kopie an einem anderen Ort, um weiterzuarbeiten.</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Projekt speichern unter</translation>
    </message>
    <message>
        <source>Project In Use</source>
        <translation>Projekt wird verwendet</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>This project is open read-only; close the other Errata to restore a backup.</source>
        <translation>Dieses Projekt ist schreibgeschützt geöffnet; schließen Sie das andere Errata, um eine Sicherung wiederherzustellen.</translation>
    </message>
    <message>
        <source>There is nobody called “%1” in this project: it has nobody in it yet.</source>
        <translation>In diesem Projekt gibt es niemanden namens „%1“: Es enthält noch niemanden.</translation>
    </message>
    <message>
        <source>There is nobody called “%1” in this project. Its people: %2.</source>
        <translation>In diesem Projekt gibt es niemanden namens „%1“. Seine Personen: %2.</translation>
    </message>
    <message>
        <source>Say who you are with --as NAME. This project&apos;s people: %1.</source>
        <translation>Geben Sie mit --as NAME an, wer Sie sind. Personen dieses Projekts: %1.</translation>
    </message>
    <message>
        <source>Nobody is in this project yet. Your name (you become its coordinator):</source>
        <translation>Dieses Projekt enthält noch niemanden. Ihr Name (Sie werden sein Koordinator):</translation>
    </message>
    <message>
        <source>Nobody coordinates this project yet. Your name, to become its coordinator (or Cancel to act as one of its people):</source>
        <translation>Dieses Projekt hat noch keinen Koordinator. Ihr Name, um sein Koordinator zu werden (oder Abbrechen, um als eine seiner Personen zu arbeiten):</translation>
    </message>
    <message>
        <source>Who are you?</source>
        <translation>Wer sind Sie?</translation>
    </message>
    <message>
        <source>“%1” is already one of this project&apos;s people: choose them in the list that follows.</source>
        <translation>„%1“ gehört schon zu diesem Projekt: Wählen Sie die Person in der folgenden Liste.</translation>
    </message>
    <message>
        <source>Choose an item in the list.</source>
        <translation>Wählen Sie einen Eintrag in der Liste aus.</translation>
    </message>
    <message>
        <source>Nobody of that name is in this project.</source>
        <translation>In diesem Projekt gibt es niemanden mit diesem Namen.</translation>
    </message>
    <message>
        <source>%1 is the open project itself; choose another name for the copy.</source>
        <translation>%1 ist das geöffnete Projekt selbst; wählen Sie einen anderen Namen für die Kopie.</translation>
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
    <message>
        <source>assign items</source>
        <translation>Einträge zuweisen</translation>
    </message>
    <message>
        <source>Could not save the assignments.</source>
        <translation>Die Zuweisungen konnten nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>Errata::AuthorshipPage</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>&lt;p&gt;No evaluator has answered who wrote a text yet.&lt;/p&gt;&lt;p&gt;Ask it with &lt;tt&gt;errata-cli init --judgements authorship&lt;/tt&gt; (Clark et al.&apos;s four-point scale); once answers are handed in, this page says how often people were right, with items whose metadata tells who wrote them (model = human, by default).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch hat niemand beantwortet, wer einen Text geschrieben hat.&lt;/p&gt;&lt;p&gt;Stellen Sie die Frage mit &lt;tt&gt;errata-cli init --judgements authorship&lt;/tt&gt; (die vierstufige Skala von Clark et al.); sobald Antworten abgegeben sind, zeigt diese Seite, wie oft die Leute richtig lagen – bei Einträgen, deren Metadaten sagen, wer sie geschrieben hat (standardmäßig model = human).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Writ&amp;er in:</source>
        <translation>Verfass&amp;er in:</translation>
    </message>
    <message>
        <source>a person when e&amp;qual to:</source>
        <translation>ein Mensch, wenn gleich (&amp;Q):</translation>
    </message>
    <message>
        <source>Grou&amp;p by:</source>
        <translation>Grup&amp;pieren nach:</translation>
    </message>
    <message>
        <source>How often evaluators were right</source>
        <translation>Wie oft die Bewertenden richtig lagen</translation>
    </message>
    <message>
        <source>Export F&amp;igure (PNG)…</source>
        <translation>Abb&amp;ildung exportieren (PNG)…</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>Zahlen exportieren (CSV, &amp;U)…</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Nothing (all answers)</source>
        <translation>Nichts (alle Antworten)</translation>
    </message>
    <message>
        <source>the evaluator&apos;s condition</source>
        <translation>Bedingung der Bewertenden</translation>
    </message>
    <message>
        <source>evaluator</source>
        <translation>Bewertende Person</translation>
    </message>
    <message>
        <source>Counting the answers…</source>
        <translation>Antworten werden gezählt…</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) on texts whose “%1” says who wrote them (“%2”: a person). Intervals: Wilson&apos;s 95%; p: exact binomial test against guessing.</source>
        <translation>
            <numerusform>%n Antwort auf Texte, deren „%1“ sagt, wer sie schrieb („%2“: ein Mensch). Intervalle: Wilson, 95 %; p: exakter Binomialtest gegen Raten.</numerusform>
            <numerusform>%n Antworten auf Texte, deren „%1“ sagt, wer sie schrieb („%2“: ein Mensch). Intervalle: Wilson, 95 %; p: exakter Binomialtest gegen Raten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) on texts without “%1” were left out.</source>
        <translation>
            <numerusform>%n Antwort auf Texte ohne „%1“ wurde ausgelassen.</numerusform>
            <numerusform>%n Antworten auf Texte ohne „%1“ wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Accuracy [95%]</source>
        <translation>Trefferquote [95 %]</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Machine P</source>
        <translation>Maschine P</translation>
    </message>
    <message>
        <source>Machine R</source>
        <translation>Maschine R</translation>
    </message>
    <message>
        <source>Machine F1</source>
        <translation>Maschine F1</translation>
    </message>
    <message>
        <source>Judged human</source>
        <translation>Als Mensch beurteilt</translation>
    </message>
    <message>
        <source>“Definitely”</source>
        <translation>„Sicher“</translation>
    </message>
    <message>
        <source>α (4-point)</source>
        <translation>α (4 Stufen)</translation>
    </message>
    <message>
        <source>α (human/machine)</source>
        <translation>α (Mensch/Maschine)</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
</context>
<context>
    <name>Errata::BackgroundImport</name>
    <message>
        <source>The import was cancelled; the project is unchanged.</source>
        <translation>Der Import wurde abgebrochen; das Projekt ist unverändert.</translation>
    </message>
    <message>
        <source>The import failed.</source>
        <translation>Der Import ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>Errata::BackgroundJob</name>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>Abgebrochen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The work failed.</source>
        <translation>Der Vorgang ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>Errata::BackupScheduler</name>
    <message>
        <source>Automatic backup failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Restore Backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata-Projekte (*.errata)</translation>
    </message>
    <message>
        <source>Replace %1 by the backup %2?

The current file is kept as one more backup in %3.</source>
        <translation>%1 durch die Sicherung %2 ersetzen?

Die aktuelle Datei wird als weitere Sicherung in %3 aufbewahrt.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>Errata::BarChartView</name>
    <message>
        <source>Bar chart</source>
        <translation>Balkendiagramm</translation>
    </message>
    <message>
        <source>Bar chart: %1</source>
        <translation>Balkendiagramm: %1</translation>
    </message>
    <message>
        <source>%1 · %2: %3, 95% CI %4 – %5 (n = %6 items)</source>
        <translation>%1 · %2: %3, 95-%-KI %4 – %5 (n = %6 Einträge)</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Nothing to show: no finished annotations match these settings.</source>
        <translation>Nichts anzuzeigen: Keine abgeschlossenen Annotationen passen zu diesen Einstellungen.</translation>
    </message>
    <message>
        <source>%1 · %2: %3 (n = %4 item; no interval from a single item)</source>
        <translation>%1 · %2: %3 (n = %4 Item; aus einem einzigen Item gibt es kein Intervall)</translation>
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
        <source>Replies are open while the item is with you.</source>
        <translation>Antworten ist möglich, solange der Eintrag bei Ihnen liegt.</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>Answer the reviewer</source>
        <translation>Dem Prüfer antworten</translation>
    </message>
</context>
<context>
    <name>Errata::ConnectDialog</name>
    <message>
        <source>Connect to Server</source>
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <source>The project&apos;s address, as postgresql://you@host:port/database. You sign in as your own PostgreSQL role. If the server asks for a password, give it below, or Errata asks you for it (or give it in ~/.pgpass).</source>
        <translation>Die Adresse des Projekts, als postgresql://sie@host:port/datenbank. Sie melden sich mit Ihrer eigenen PostgreSQL-Rolle an. Verlangt der Server ein Passwort, geben Sie es unten ein, sonst fragt Errata danach (oder hinterlegen Sie es in ~/.pgpass).</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>A password does not belong in the address: the address is shown here and kept among the recent addresses. Errata moved it to the password field, which hides it.</source>
        <translation>Ein Passwort gehört nicht in die Adresse: Die Adresse wird hier angezeigt und unter den zuletzt verwendeten Adressen gespeichert. Errata hat es in das Passwortfeld verschoben, das es verbirgt.</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusControls</name>
    <message>
        <source>One grid per value of this key, e.g. top-p × temperature per frequency penalty</source>
        <translation>Ein Raster je Wert dieses Schlüssels, z. B. top-p × Temperatur je Frequency Penalty</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Typen</translation>
    </message>
    <message>
        <source>Type groups</source>
        <translation>Typgruppen</translation>
    </message>
    <message>
        <source>Every annotator</source>
        <translation>Alle Annotatoren</translation>
    </message>
    <message>
        <source>Gold layer</source>
        <translation>Goldebene</translation>
    </message>
    <message>
        <source>Chosen annotators…</source>
        <translation>Ausgewählte Annotatoren…</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Per row</source>
        <translation>Je Zeile</translation>
    </message>
    <message>
        <source>Per column</source>
        <translation>Je Spalte</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>Wie aufgeführt</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Nach Name</translation>
    </message>
    <message>
        <source>By value</source>
        <translation>Nach Wert</translation>
    </message>
    <message>
        <source>Leave out minor Grammar and Usage</source>
        <translation>Leichte Grammatik- und Sprachgebrauchsfehler weglassen</translation>
    </message>
    <message>
        <source>Scarecrow&apos;s stacked figure leaves out severity-1 Grammar and Usage spans</source>
        <translation>Die gestapelte Abbildung von Scarecrow lässt Grammar-and-Usage-Spans mit Schweregrad 1 weg</translation>
    </message>
    <message>
        <source>&amp;Measure:</source>
        <translation>&amp;Maß:</translation>
    </message>
    <message>
        <source>Group &amp;by:</source>
        <translation>&amp;Gruppieren nach:</translation>
    </message>
    <message>
        <source>&amp;Then by:</source>
        <translation>&amp;Dann nach:</translation>
    </message>
    <message>
        <source>S&amp;plit by:</source>
        <translation>Aufte&amp;ilen nach:</translation>
    </message>
    <message>
        <source>Grid t&amp;ype:</source>
        <translation>&amp;Rastertyp:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Ebene:</translation>
    </message>
    <message>
        <source>La&amp;yers:</source>
        <translation>Ebe&amp;nen:</translation>
    </message>
    <message>
        <source>&amp;Normalise:</source>
        <translation>N&amp;ormalisieren:</translation>
    </message>
    <message>
        <source>Sort &amp;rows:</source>
        <translation>&amp;Zeilen sortieren:</translation>
    </message>
    <message>
        <source>Sort &amp;columns:</source>
        <translation>S&amp;palten sortieren:</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>(everything)</source>
        <translation>(alles)</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>every item (e.g. top_p=0.96,model!=gpt2)</source>
        <translation>jeder Eintrag (z. B. top_p=0.96,model!=gpt2)</translation>
    </message>
    <message>
        <source>Only items &amp;where:</source>
        <translation>Nur Einträge &amp;mit:</translation>
    </message>
    <message>
        <source>Every condition must hold; an item without the key has the value &quot;&quot;.</source>
        <translation>Jede Bedingung muss gelten; ein Eintrag ohne den Schlüssel hat den Wert „“.</translation>
    </message>
    <message>
        <source>No item has the key %1; the keys are: %2.</source>
        <translation>Kein Eintrag hat den Schlüssel %1; die Schlüssel sind: %2.</translation>
    </message>
    <message>
        <source>Leave a group&apos;s types out of every measure, &quot;any error&quot; included (Scarecrow&apos;s &quot;errors only&quot; leaves out the Reader issues)</source>
        <translation>Die Typen einer Gruppe aus jedem Maß herausnehmen, „jeder Fehler“ eingeschlossen (Scarecrows „nur Fehler“ lässt die Leserprobleme weg)</translation>
    </message>
    <message>
        <source>Lea&amp;ve out:</source>
        <translation>&amp;Weglassen:</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusJob</name>
    <message>
        <source>The computation was cancelled.</source>
        <translation>Die Berechnung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The project could not be read.</source>
        <translation>Das Projekt konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusMeasures</name>
    <message>
        <source>(gold)</source>
        <translation>(Gold)</translation>
    </message>
</context>
<context>
    <name>Errata::CorpusPanel</name>
    <message>
        <source>&amp;Heatmap</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <source>Bars per group with 95% intervals</source>
        <translation>Balken je Gruppe mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source>Stacked by type</source>
        <translation>Nach Typ gestapelt</translation>
    </message>
    <message>
        <source>Ba&amp;rs</source>
        <translation>Bal&amp;ken</translation>
    </message>
    <message>
        <source>Measure per group and type</source>
        <translation>Maß je Gruppe und Typ</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>Bootstrap study</source>
        <translation>Bootstrap-Studie</translation>
    </message>
    <message>
        <source>&amp;Bootstrap</source>
        <translation>&amp;Bootstrap</translation>
    </message>
    <message>
        <source>Agreement per type</source>
        <translation>Übereinstimmung je Typ</translation>
    </message>
    <message>
        <source>A&amp;greement</source>
        <translation>Überein&amp;stimmung</translation>
    </message>
    <message>
        <source>Export &amp;Figure (PNG)…</source>
        <translation>&amp;Abbildung exportieren (PNG)…</translation>
    </message>
    <message>
        <source>Export as &amp;SVG…</source>
        <translation>Als S&amp;VG exportieren…</translation>
    </message>
    <message>
        <source>Export Table (&amp;CSV)…</source>
        <translation>Tabelle exportieren (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Click a cell, bar or row to list the spans behind it.</source>
        <translation>Klicken Sie auf eine Zelle, einen Balken oder eine Zeile, um die zugehörigen Spans aufzulisten.</translation>
    </message>
    <message>
        <source>Error type group</source>
        <translation>Fehlertypgruppe</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>%1 by %2, stacked by type</source>
        <translation>%1 nach %2, nach Typ gestapelt</translation>
    </message>
    <message>
        <source>%1 by type and %2, with 95% intervals</source>
        <translation>%1 nach Typ und %2, mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source>Nothing was measured in this cell.</source>
        <translation>In dieser Zelle wurde nichts gemessen.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation>95-%-KI unten</translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation>95-%-KI oben</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>SD</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Items sampled</source>
        <translation>Gezogene Einträge</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>α per item</source>
        <translation>α je Eintrag</translation>
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
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Reading the project…</source>
        <translation>Projekt wird gelesen…</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>Progress of the statistics</source>
        <translation>Fortschritt der Statistik</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Read Again</source>
        <translation>Erneut lesen</translation>
    </message>
    <message>
        <source>Reading the project was cancelled; no statistics are shown.</source>
        <translation>Das Lesen des Projekts wurde abgebrochen; es wird keine Statistik angezeigt.</translation>
    </message>
    <message>
        <source>Reading the project was cancelled.</source>
        <translation>Das Lesen des Projekts wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cancelled; the figures show the last result.</source>
        <translation>Abgebrochen; die Abbildungen zeigen das letzte Ergebnis.</translation>
    </message>
    <message>
        <source>Chosen: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
    <message>
        <source>%1: scores are given to whole items and have no spans.</source>
        <translation>%1: Bewertungen gelten ganzen Einträgen und haben keine Spans.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Undefined: one item has no spread</source>
        <translation>Nicht definiert: Ein einzelnes Item hat keine Streuung</translation>
    </message>
    <message>
        <source>S&amp;ystems</source>
        <translation>S&amp;ysteme</translation>
    </message>
    <message>
        <source>&amp;Metrics</source>
        <translation>&amp;Metriken</translation>
    </message>
    <message>
        <source>&amp;Dataset</source>
        <translation>&amp;Datensatz</translation>
    </message>
    <message>
        <source>&amp;Authorship</source>
        <translation>&amp;Autorschaft</translation>
    </message>
    <message>
        <source>Distributi&amp;ons</source>
        <translation>Verteil&amp;ungen</translation>
    </message>
    <message>
        <source>Sig&amp;nificance</source>
        <translation>Sig&amp;nifikanz</translation>
    </message>
</context>
<context>
    <name>Errata::CorrectAnswersView</name>
    <message numerus="yes">
        <source>%n evaluator(s) by their number of correct answers</source>
        <translation>
            <numerusform>%n bewertende Person nach Zahl richtiger Antworten</numerusform>
            <numerusform>%n Bewertende nach Zahl richtiger Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluators by number of correct answers</source>
        <translation>Bewertende nach Zahl richtiger Antworten</translation>
    </message>
    <message>
        <source>correct answers</source>
        <translation>richtige Antworten</translation>
    </message>
</context>
<context>
    <name>Errata::DatasetPage</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>&lt;p&gt;No annotation has been handed in yet.&lt;/p&gt;&lt;p&gt;This page describes the corpus as TGEA&apos;s paper does (texts by their number of errors, tokens, span lengths) and how far annotators of the same text agree, once work is submitted or imported.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch wurde keine Annotation abgegeben.&lt;/p&gt;&lt;p&gt;Diese Seite beschreibt das Korpus wie das TGEA-Paper (Texte nach Zahl ihrer Fehler, Tokens, Spannenlängen) und wie weit Annotatoren desselben Textes übereinstimmen, sobald Arbeit abgegeben oder importiert ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Colum&amp;ns by:</source>
        <translation>Spalte&amp;n nach:</translation>
    </message>
    <message>
        <source>The dataset&apos;s statistics and agreement</source>
        <translation>Kennzahlen und Übereinstimmung des Datensatzes</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>Zahlen exportieren (CSV, &amp;U)…</translation>
    </message>
    <message>
        <source>Nothing (all texts)</source>
        <translation>Nichts (alle Texte)</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <source>Tokens: words split on whitespace and punctuation, each CJK character a token of its own (TGEA counted Jieba&apos;s words, so its Chinese lengths are shorter). A text is one handed-in annotation; agreement compares every two annotations of one text (docs/statistics.md).</source>
        <translation>Tokens: Wörter, getrennt an Leerraum und Satzzeichen, jedes CJK-Zeichen ein eigenes Token (TGEA zählte Jiebas Wörter, daher sind seine chinesischen Längen kürzer). Ein Text ist eine abgegebene Annotation; die Übereinstimmung vergleicht je zwei Annotationen desselben Textes (docs/statistics.md).</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>Errata::DistributionPage</name>
    <message>
        <source>n, mean and quartiles per group</source>
        <translation>n, Mittelwert und Quartile je Gruppe</translation>
    </message>
    <message>
        <source>Box plots</source>
        <translation>Boxplots</translation>
    </message>
    <message>
        <source>E&amp;xport Figure (PNG)…</source>
        <translation>Abbildung e&amp;xportieren (PNG)…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Als S&amp;VG exportieren…</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>Zahlen exportieren (CSV, &amp;U)…</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>span lengths</source>
        <translation>Spannenlängen</translation>
    </message>
    <message>
        <source>rationale lengths</source>
        <translation>Begründungslängen</translation>
    </message>
    <message>
        <source>ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>deduction reasons</source>
        <translation>Abzugsgründe</translation>
    </message>
    <message>
        <source>U&amp;nit:</source>
        <translation>Ei&amp;nheit:</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Typ&amp;es:</source>
        <translation>Typ&amp;en:</translation>
    </message>
    <message>
        <source>level 2</source>
        <translation>Ebene 2</translation>
    </message>
    <message>
        <source>level 1 (groups)</source>
        <translation>Ebene 1 (Gruppen)</translation>
    </message>
    <message>
        <source>Per &amp;key:</source>
        <translation>Je &amp;Schlüssel:</translation>
    </message>
    <message>
        <source>Nothing (all items)</source>
        <translation>Nichts (alle Einträge)</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <source>No handed-in annotation has a rating (a project asks for one when made with the rating judgements).</source>
        <translation>Keine abgegebene Annotation hat eine Bewertung (ein Projekt fragt danach, wenn es mit den Bewertungs-Urteilen angelegt wurde).</translation>
    </message>
    <message>
        <source>No handed-in annotation has a span with this to measure yet.</source>
        <translation>Noch keine abgegebene Annotation hat eine Spanne, an der sich das messen lässt.</translation>
    </message>
    <message>
        <source>The ratings of handed-in annotations: n, mean and quartiles (numpy&apos;s linear rule); the box spans the middle half, the line is the median, the dot the mean.</source>
        <translation>Die Bewertungen abgegebener Annotationen: n, Mittelwert und Quartile (numpys lineare Regel); der Kasten umfasst die mittlere Hälfte, die Linie ist der Median, der Punkt der Mittelwert.</translation>
    </message>
    <message>
        <source>Lengths in %1 of handed-in spans on the generation (Scarecrow&apos;s Figure 11): n, mean and quartiles; the box spans the middle half, the line is the median, the dot the mean.</source>
        <translation>Längen in %1 abgegebener Spannen im generierten Text (Scarecrows Abbildung 11): n, Mittelwert und Quartile; der Kasten umfasst die mittlere Hälfte, die Linie ist der Median, der Punkt der Mittelwert.</translation>
    </message>
    <message>
        <source>No handed-in rating has a deduction.</source>
        <translation>Keine abgegebene Bewertung hat einen Abzug.</translation>
    </message>
    <message>
        <source>Per group and reason: the rated annotations, how many deducted for the reason, their share and the mean points deducted (docs/statistics.md).</source>
        <translation>Je Gruppe und Grund: die bewerteten Annotationen, wie viele aus diesem Grund abzogen, ihr Anteil und die mittleren abgezogenen Punkte (docs/statistics.md).</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Ratings by %1</source>
        <translation>Bewertungen nach %1</translation>
    </message>
    <message>
        <source>Rationale length by type</source>
        <translation>Länge der Begründungen je Typ</translation>
    </message>
    <message>
        <source>Span length by type</source>
        <translation>Spannenlänge je Typ</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Length (%1)</source>
        <translation>Länge (%1)</translation>
    </message>
    <message>
        <source>The deduction reasons have no figure; export the numbers as CSV.</source>
        <translation>Zu den Abzugsgründen gibt es keine Abbildung; exportieren Sie die Zahlen als CSV.</translation>
    </message>
</context>
<context>
    <name>Errata::DrillDownList</name>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Spans behind the selected number</source>
        <translation>Spans hinter der ausgewählten Zahl</translation>
    </message>
    <message>
        <source>Open in &amp;Layer View</source>
        <translation>In der &amp;Ebenenansicht öffnen</translation>
    </message>
    <message>
        <source>Click a cell, bar or row to list the spans behind it.</source>
        <translation>Klicken Sie auf eine Zelle, einen Balken oder eine Zeile, um die zugehörigen Spans aufzulisten.</translation>
    </message>
    <message>
        <source>%1 — the first %2 of %3 spans</source>
        <translation>%1 — die ersten %2 von %3 Spans</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n span(s)</source>
        <translation>
            <numerusform>%1 — %n Span</numerusform>
            <numerusform>%1 — %n Spans</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::GoldEditor</name>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Annotators against gold on this item</source>
        <translation>Annotatoren im Vergleich zu Gold bei diesem Eintrag</translation>
    </message>
    <message>
        <source>Tokens, any error: how much of each annotator&apos;s marked text gold shares (precision), and how much of gold they marked (recall).</source>
        <translation>Token, beliebiger Fehler: wie viel vom markierten Text jedes Annotators Gold teilt (Precision) und wie viel von Gold er markiert hat (Recall).</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Spans</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Union of the spans</source>
        <translation>Vereinigung der Spans</translation>
    </message>
    <message>
        <source>Where enough annotators overlap</source>
        <translation>Wo sich genügend Annotatoren überschneiden</translation>
    </message>
    <message>
        <source>a majority</source>
        <translation>eine Mehrheit</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Marked by</source>
        <translation>Markiert von</translation>
    </message>
    <message>
        <source>Consensus proposals</source>
        <translation>Konsensvorschläge</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Bereich:</translation>
    </message>
    <message>
        <source>At least:</source>
        <translation>Mindestens:</translation>
    </message>
    <message>
        <source>In gold</source>
        <translation>In Gold</translation>
    </message>
    <message>
        <source>Annotators&apos; spans</source>
        <translation>Spans der Annotatoren</translation>
    </message>
    <message>
        <source>&amp;Merge into One</source>
        <translation>Zu einem &amp;zusammenführen</translation>
    </message>
    <message>
        <source>One gold span covering the selected spans, with the type and severity most of them chose; refine it in the editor.</source>
        <translation>Ein Gold-Span, der die ausgewählten Spans abdeckt, mit dem Typ und Schweregrad, den die meisten gewählt haben; verfeinern Sie ihn im Editor.</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>✓ in gold</source>
        <translation>✓ in Gold</translation>
    </message>
    <message>
        <source>✗ rejected</source>
        <translation>✗ abgelehnt</translation>
    </message>
    <message>
        <source> · competing</source>
        <translation> · konkurrierend</translation>
    </message>
    <message>
        <source>(prompt)</source>
        <translation>(Prompt)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Overlaps a proposal of another type: choose one.</source>
        <translation>Überschneidet sich mit einem Vorschlag eines anderen Typs: Wählen Sie einen aus.</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Confirm proposal</source>
        <translation>Vorschlag bestätigen</translation>
    </message>
    <message>
        <source>The rejection could not be saved.</source>
        <translation>Die Ablehnung konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Confirm proposals</source>
        <translation>Vorschläge bestätigen</translation>
    </message>
    <message>
        <source>Add spans to gold</source>
        <translation>Spans zu Gold hinzufügen</translation>
    </message>
    <message>
        <source>Select two or more spans to merge.</source>
        <translation>Wählen Sie zwei oder mehr Spans zum Zusammenführen aus.</translation>
    </message>
    <message>
        <source>Merge spans into gold</source>
        <translation>Spans in Gold zusammenführen</translation>
    </message>
    <message>
        <source>The adjudicated layer of the item, the consensus proposals and every annotator&apos;s spans to add to it</source>
        <translation>Die abgestimmte Ebene des Eintrags (Gold), die Konsensvorschläge und die Spans aller Annotatoren, die in sie übernommen werden können</translation>
    </message>
    <message>
        <source>Confirm All Op&amp;en</source>
        <translation>Alle &amp;offenen bestätigen</translation>
    </message>
    <message>
        <source>A&amp;dd to Gold</source>
        <translation>Zu Gold hin&amp;zufügen</translation>
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
    <name>Errata::HeatmapView</name>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Heatmap: %1</source>
        <translation>Heatmap: %1</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>%1 · %2: %3 (n = %4 items)</source>
        <translation>%1 · %2: %3 (n = %4 Einträge)</translation>
    </message>
    <message>
        <source>Nothing to show: no finished annotations match these settings.</source>
        <translation>Nichts anzuzeigen: Keine abgeschlossenen Annotationen passen zu diesen Einstellungen.</translation>
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
    <message>
        <source>not valid text: a \u escape names half of a surrogate pair (\uD800–\uDFFF) without its other half</source>
        <translation>kein gültiger Text: ein \u-Escape nennt die Hälfte eines Surrogatpaars (\uD800–\uDFFF) ohne die andere Hälfte</translation>
    </message>
</context>
<context>
    <name>Errata::InstructionsDialog</name>
    <message>
        <source>Instructions — %1</source>
        <translation>Anleitung — %1</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>Projektanleitung</translation>
    </message>
    <message>
        <source>These instructions are longer than %1 characters; only the first %1 are shown.</source>
        <translation>Diese Anleitung ist länger als %1 Zeichen; nur die ersten %1 werden angezeigt.</translation>
    </message>
</context>
<context>
    <name>Errata::InstructionsEditor</name>
    <message>
        <source>Save Instr&amp;uctions</source>
        <translation>Anleit&amp;ung speichern</translation>
    </message>
    <message>
        <source>&amp;Back to Saved</source>
        <translation>&amp;Zurück zum Gespeicherten</translation>
    </message>
    <message>
        <source>Instructions (Markdown)</source>
        <translation>Anleitung (Markdown)</translation>
    </message>
    <message>
        <source>What annotators read before their first item, in Markdown: # a heading, **bold**, - a list, [a link](https://…)</source>
        <translation>Was Annotatoren vor ihrem ersten Item lesen, in Markdown: # eine Überschrift, **fett**, - eine Liste, [ein Link](https://…)</translation>
    </message>
    <message>
        <source>Instructions as annotators see them</source>
        <translation>Anleitung, wie Annotatoren sie sehen</translation>
    </message>
    <message>
        <source>Annotators see them before their first item and under Help ▸ Project Instructions; work packages made from now on carry them</source>
        <translation>Annotatoren sehen sie vor ihrem ersten Item und unter Hilfe ▸ Projektanleitung; ab jetzt erstellte Arbeitspakete enthalten sie</translation>
    </message>
    <message>
        <source>The instructions are removed.</source>
        <translation>Die Anleitung ist entfernt.</translation>
    </message>
    <message>
        <source>The instructions are saved.</source>
        <translation>Die Anleitung ist gespeichert.</translation>
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
        <source>Could not save item %1: %2</source>
        <translation>Eintrag %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>add items</source>
        <translation>Einträge hinzufügen</translation>
    </message>
    <message>
        <source>change items&apos; metadata</source>
        <translation>Metadaten von Einträgen ändern</translation>
    </message>
    <message>
        <source>Could not save the items&apos; metadata.</source>
        <translation>Die Metadaten der Einträge konnten nicht gespeichert werden.</translation>
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
    <message>
        <source>Overall score (0–100)</source>
        <translation>Gesamtwert (0–100)</translation>
    </message>
    <message>
        <source>Overall score</source>
        <translation>Gesamtwert</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>0: no meaning preserved</source>
        <translation>0: keine Bedeutung erhalten</translation>
    </message>
    <message>
        <source>33: some meaning preserved</source>
        <translation>33: etwas Bedeutung erhalten</translation>
    </message>
    <message>
        <source>66: most meaning preserved, few errors</source>
        <translation>66: Bedeutung weitgehend erhalten, wenige Fehler</translation>
    </message>
    <message>
        <source>100: perfect meaning and grammar</source>
        <translation>100: Bedeutung und Grammatik einwandfrei</translation>
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
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Every annotator&apos;s spans under the same text. The lists choose the annotators and types shown; the agreement table puts a type&apos;s heat on the text.</source>
        <translation>Die Spans aller Annotatoren unter demselben Text. Die Listen bestimmen die angezeigten Annotatoren und Fehlertypen; die Übereinstimmungstabelle legt die Heatmap eines Fehlertyps auf den Text.</translation>
    </message>
    <message>
        <source>Agreement on this item, over the %1 handed-in layers of %2:</source>
        <translation>Übereinstimmung bei diesem Eintrag, über die %1 abgegebenen von %2 Ebenen:</translation>
    </message>
    <message>
        <source>Agreement needs two handed-in layers; %1 of %2 so far.</source>
        <translation>Für die Übereinstimmung braucht es zwei abgegebene Ebenen; bisher %1 von %2.</translation>
    </message>
    <message>
        <source>same span (thick)</source>
        <translation>gleiche Spanne (dick)</translation>
    </message>
    <message>
        <source>overlapping</source>
        <translation>überlappend</translation>
    </message>
    <message>
        <source>only %1 (thin)</source>
        <translation>nur %1 (dünn)</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1 (System)</translation>
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
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <source>&amp;Gold</source>
        <translation>&amp;Gold</translation>
    </message>
    <message>
        <source>Annota&amp;tors</source>
        <translation>Annota&amp;toren</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Annotations from MQM, OpenMEVA, Scarecrow, thresh or TGEA files</source>
        <translation>Annotationen aus MQM-, OpenMEVA-, Scarecrow-, thresh- oder TGEA-Dateien</translation>
    </message>
    <message>
        <source>&amp;Restore Backup…</source>
        <translation>Sicherung wieder&amp;herstellen…</translation>
    </message>
    <message>
        <source>Check &amp;Taxonomy File…</source>
        <translation>&amp;Taxonomiedatei prüfen…</translation>
    </message>
    <message>
        <source>Check Taxonomy File</source>
        <translation>Taxonomiedatei prüfen</translation>
    </message>
    <message>
        <source>Taxonomy files (*.json)</source>
        <translation>Taxonomiedateien (*.json)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Errata %1&lt;/h3&gt;&lt;p&gt;Find, label, review and analyse errors in machine-generated text.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Errata %1&lt;/h3&gt;&lt;p&gt;Fehler in maschinell generiertem Text finden, kennzeichnen, prüfen und analysieren.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Review &amp;Queue</source>
        <translation>Prüf&amp;warteschlange</translation>
    </message>
    <message>
        <source>Revie&amp;w</source>
        <translation>Prü&amp;fung</translation>
    </message>
    <message>
        <source>Cor&amp;pus</source>
        <translation>&amp;Korpus</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>The whole project as errata-jsonl, MQM TSV, Scarecrow CSV or a spans CSV</source>
        <translation>Das ganze Projekt als errata-jsonl, MQM-TSV, Scarecrow-CSV oder Span-CSV</translation>
    </message>
    <message>
        <source>Stud&amp;y</source>
        <translation>Stud&amp;ie</translation>
    </message>
    <message>
        <source>Project &amp;Instructions</source>
        <translation>&amp;Projektanleitung</translation>
    </message>
    <message>
        <source>Project Instructions</source>
        <translation>Projektanleitung</translation>
    </message>
    <message>
        <source>This project has no instructions. A coordinator writes them in the Study tab (Instructions).</source>
        <translation>Dieses Projekt hat keine Anleitung. Ein Koordinator schreibt sie im Reiter Studie (Anleitung).</translation>
    </message>
    <message>
        <source>Make Packages for &amp;Everyone…</source>
        <translation>Pakete für &amp;alle erstellen…</translation>
    </message>
    <message>
        <source>A work package for every annotator who has work to do, into one folder</source>
        <translation>Ein Arbeitspaket für jeden Annotator mit offener Arbeit, in einen Ordner</translation>
    </message>
    <message>
        <source>Merge Packages from F&amp;older…</source>
        <translation>Pakete aus &amp;Ordner zusammenführen…</translation>
    </message>
    <message>
        <source>Export &amp;Benchmark Task…</source>
        <translation>&amp;Benchmark-Aufgabe exportieren…</translation>
    </message>
    <message>
        <source>TGEA&apos;s five tasks or Scarecrow&apos;s span classification, in a stored train/dev/test split</source>
        <translation>TGEAs fünf Aufgaben oder Scarecrows Spannenklassifikation, in einer gespeicherten Aufteilung train/dev/test</translation>
    </message>
    <message>
        <source>Import Metric &amp;Scores…</source>
        <translation>Metrik&amp;werte importieren…</translation>
    </message>
    <message>
        <source>An automatic metric&apos;s score per item (item,metric,score), for the Metrics page</source>
        <translation>Der Wert einer automatischen Metrik je Eintrag (item,metric,score), für die Seite Metriken</translation>
    </message>
    <message>
        <source>Connect to Ser&amp;ver…</source>
        <translation>Mit Ser&amp;ver verbinden…</translation>
    </message>
    <message>
        <source>A project on the team&apos;s PostgreSQL server (docs/server.md)</source>
        <translation>Ein Projekt auf dem PostgreSQL-Server des Teams (docs/server.md)</translation>
    </message>
</context>
<context>
    <name>Errata::MetricsPage</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>Metr&amp;ic:</source>
        <translation>Metr&amp;ik:</translation>
    </message>
    <message>
        <source>Agai&amp;nst:</source>
        <translation>Verglichen mit (&amp;N):</translation>
    </message>
    <message>
        <source>S&amp;plit by:</source>
        <translation>Aufte&amp;ilen nach:</translation>
    </message>
    <message>
        <source>Correlations of the metric with people</source>
        <translation>Korrelationen der Metrik mit Menschen</translation>
    </message>
    <message>
        <source>The items: metric against people</source>
        <translation>Die Einträge: Metrik gegen Menschen</translation>
    </message>
    <message>
        <source>E&amp;xport Figure (PNG)…</source>
        <translation>Abbildung e&amp;xportieren (PNG)…</translation>
    </message>
    <message>
        <source>Export as S&amp;VG…</source>
        <translation>Als S&amp;VG exportieren…</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>Zahlen exportieren (CSV, &amp;U)…</translation>
    </message>
    <message>
        <source>Nothing (all items)</source>
        <translation>Nichts (alle Einträge)</translation>
    </message>
    <message>
        <source>Correlating %1…</source>
        <translation>%1 wird korreliert…</translation>
    </message>
    <message>
        <source>%1 items have both a score of %2 and a value of “%3”. Each cell: the coefficient, its 95% bootstrap interval over items (1,000 resamples) and its p-value (docs/statistics.md).</source>
        <translation>%1 Einträge haben sowohl einen Wert von %2 als auch von „%3“. Jede Zelle: der Koeffizient, sein 95-%-Bootstrap-Intervall über Einträge (1.000 Stichproben) und sein p-Wert (docs/statistics.md).</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
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
        <translation>(alle)</translation>
    </message>
    <message>
        <source>error-type sets (OpenMEVA)</source>
        <translation>Fehlertyp-Mengen (OpenMEVA)</translation>
    </message>
    <message>
        <source>Per deduction reason: the stories rated above 4 against those that only this reason was deducted for by at least 3 raters, and how well %1 tells them apart (point-biserial r with its 95% interval and p; docs/statistics.md, “Error-type sets”).</source>
        <translation>Je Abzugsgrund: die über 4 bewerteten Geschichten gegen jene, bei denen mindestens 3 Bewertende nur aus diesem Grund abzogen, und wie gut %1 sie unterscheidet (punktbiseriales r mit 95-%-Intervall und p; docs/statistics.md, „Error-type sets“).</translation>
    </message>
    <message>
        <source>The error-type sets have no figure; export the numbers as CSV.</source>
        <translation>Zu den Fehlertyp-Mengen gibt es keine Abbildung; exportieren Sie die Zahlen als CSV.</translation>
    </message>
    <message>
        <source>&lt;p&gt;This project has no metric scores yet.&lt;/p&gt;&lt;p&gt;A coordinator brings an automatic metric&apos;s score per item in with File ▸ Import Metric Scores… or&lt;br&gt;&lt;tt&gt;errata-cli metrics import PROJECT FILE.csv&lt;/tt&gt;&lt;br&gt;(columns item, metric, score; docs/formats.md); it is compared here with what people said about the same items.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Projekt hat noch keine Metrikwerte.&lt;/p&gt;&lt;p&gt;Eine Koordination bringt den Wert einer automatischen Metrik je Eintrag mit Datei ▸ Metrikwerte importieren… oder&lt;br&gt;&lt;tt&gt;errata-cli metrics import PROJEKT DATEI.csv&lt;/tt&gt;&lt;br&gt;(Spalten item, metric, score; docs/formats.md) ein; hier wird er mit dem verglichen, was Menschen zu denselben Einträgen sagten.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Errata::NewProjectDialog</name>
    <message>
        <source>&amp;Blind: annotators see no one else&apos;s work, and no model names, until they submit</source>
        <translation>&amp;Blind: Annotatoren sehen weder fremde Arbeit noch Modellnamen, bis sie abgeben</translation>
    </message>
    <message>
        <source>&amp;Anonymous: annotators are shown as A1, A2, … to everyone else</source>
        <translation>&amp;Anonym: Annotatoren erscheinen allen anderen als A1, A2, …</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>Project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>the file&apos;s name</source>
        <translation>der Name der Datei</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>you run the study: coordinator, reviewer and annotator</source>
        <translation>Sie leiten die Studie: Koordination, Review und Annotation</translation>
    </message>
    <message>
        <source>Error taxonomy</source>
        <translation>Fehlertaxonomie</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Aus einer Datei…</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Anlegen</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Erroneous or not (TGEA&apos;s first question)</source>
        <translation>Fehlerhaft oder nicht (TGEAs erste Frage)</translation>
    </message>
    <message>
        <source>Rating 1–5 with deductions (OpenMEVA)</source>
        <translation>Bewertung 1–5 mit Abzügen (OpenMEVA)</translation>
    </message>
    <message>
        <source>Written by a person or a machine (4 points)</source>
        <translation>Von einem Menschen oder einer Maschine geschrieben (4 Stufen)</translation>
    </message>
    <message>
        <source>ESA score 0–100 (WMT)</source>
        <translation>ESA-Wert 0–100 (WMT)</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Error ta&amp;xonomy:</source>
        <translation>Fehler&amp;taxonomie:</translation>
    </message>
    <message>
        <source>Judgements:</source>
        <translation>Urteile:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>Errata projects (*.errata)</source>
        <translation>Errata-Projekte (*.errata)</translation>
    </message>
    <message>
        <source>Taxonomy File</source>
        <translation>Taxonomiedatei</translation>
    </message>
    <message>
        <source>Taxonomy files (*.json)</source>
        <translation>Taxonomiedateien (*.json)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Choose where the project file goes.</source>
        <translation>Wählen Sie, wohin die Projektdatei kommt.</translation>
    </message>
    <message>
        <source>Choose a taxonomy file.</source>
        <translation>Wählen Sie eine Taxonomiedatei.</translation>
    </message>
    <message>
        <source>The taxonomy file is not valid.</source>
        <translation>Die Taxonomiedatei ist nicht gültig.</translation>
    </message>
    <message>
        <source>Type your name: you will run the study.</source>
        <translation>Geben Sie Ihren Namen ein: Sie leiten die Studie.</translation>
    </message>
    <message>
        <source>Annotators:</source>
        <translation>Annotierende:</translation>
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
    <name>Errata::PasswordDialog</name>
    <message>
        <source>Sign In</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Errata keeps it in memory until it quits and never writes it down.</source>
        <translation>Errata behält es im Speicher, bis es beendet wird, und schreibt es nirgends auf.</translation>
    </message>
    <message>
        <source>&amp;Sign In</source>
        <translation>&amp;Anmelden</translation>
    </message>
</context>
<context>
    <name>Errata::PersonRepository</name>
    <message>
        <source>add people</source>
        <translation>Personen hinzufügen</translation>
    </message>
    <message>
        <source>There is no person %1 in the project.</source>
        <translation>Im Projekt gibt es keine Person %1.</translation>
    </message>
    <message>
        <source>rename people</source>
        <translation>Personen umbenennen</translation>
    </message>
    <message>
        <source>A person&apos;s name cannot be empty.</source>
        <translation>Der Name einer Person darf nicht leer sein.</translation>
    </message>
    <message>
        <source>There is already a person called &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine Person namens „%1“.</translation>
    </message>
    <message>
        <source>change roles</source>
        <translation>Rollen ändern</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n assignment(s) as an annotator; deactivate them instead of taking the role away.</source>
        <translation>
            <numerusform>%1 hat %n Zuweisung als Annotator; deaktivieren Sie die Person, statt ihr die Rolle zu nehmen.</numerusform>
            <numerusform>%1 hat %n Zuweisungen als Annotator; deaktivieren Sie die Person, statt ihr die Rolle zu nehmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n item(s) claimed for review; unclaim them first.</source>
        <translation>
            <numerusform>%1 hat %n Item zum Review übernommen; geben Sie es zuerst frei.</numerusform>
            <numerusform>%1 hat %n Items zum Review übernommen; geben Sie sie zuerst frei.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the project&apos;s only coordinator; make someone else coordinator first.</source>
        <translation>%1 ist der einzige Koordinator des Projekts; machen Sie zuerst jemand anderen zum Koordinator.</translation>
    </message>
    <message>
        <source>Could not change the roles of %1.</source>
        <translation>Die Rollen von %1 konnten nicht geändert werden.</translation>
    </message>
    <message>
        <source>reactivate people</source>
        <translation>Personen reaktivieren</translation>
    </message>
    <message>
        <source>deactivate people</source>
        <translation>Personen deaktivieren</translation>
    </message>
    <message>
        <source>set conditions</source>
        <translation>Bedingungen setzen</translation>
    </message>
    <message>
        <source>remove people</source>
        <translation>Personen entfernen</translation>
    </message>
    <message>
        <source>%1 cannot be removed: the project holds their work (%2). Deactivate them instead: their work stays and they get no new items.</source>
        <translation>%1 kann nicht entfernt werden: Das Projekt enthält Arbeit dieser Person (%2). Deaktivieren Sie sie stattdessen: Ihre Arbeit bleibt, und sie erhält keine neuen Items.</translation>
    </message>
    <message>
        <source>%1 cannot be removed: %2. Deactivate them instead.</source>
        <translation>%1 kann nicht entfernt werden: %2. Deaktivieren Sie die Person stattdessen.</translation>
    </message>
    <message>
        <source>merge people</source>
        <translation>Personen zusammenführen</translation>
    </message>
    <message>
        <source>A person cannot be merged with themselves.</source>
        <translation>Eine Person kann nicht mit sich selbst zusammengeführt werden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 both have work on %n item(s), so they are not one person: %3.</source>
        <translation>
            <numerusform>%1 und %2 haben beide Arbeit an %n Item, sind also nicht eine Person: %3.</numerusform>
            <numerusform>%1 und %2 haben beide Arbeit an %n Items, sind also nicht eine Person: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not merge %1 into %2.</source>
        <translation>%1 konnte nicht mit %2 zusammengeführt werden.</translation>
    </message>
</context>
<context>
    <name>Errata::PracticePanel</name>
    <message>
        <source>Practice: the reference answer</source>
        <translation>Übung: die Referenzantwort</translation>
    </message>
    <message>
        <source>Practice answer</source>
        <translation>Übungsantwort</translation>
    </message>
    <message>
        <source>The answer marks no error: this text is correct.</source>
        <translation>Die Antwort markiert keinen Fehler: Dieser Text ist korrekt.</translation>
    </message>
    <message numerus="yes">
        <source>You found %1 of the %n error(s) in the answer.</source>
        <translation>
            <numerusform>Sie haben %1 von %n Fehler der Antwort gefunden.</numerusform>
            <numerusform>Sie haben %1 von %n Fehlern der Antwort gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>✓ found:</source>
        <translation>✓ gefunden:</translation>
    </message>
    <message>
        <source>✗ missed:</source>
        <translation>✗ übersehen:</translation>
    </message>
    <message>
        <source>Your spans that the answer does not have:</source>
        <translation>Ihre Spans, die die Antwort nicht enthält:</translation>
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
    <name>Errata::ProgressMatrixModel</name>
    <message>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <source>%1
%2 of %3 done</source>
        <translation>%1
%2 von %3 erledigt</translation>
    </message>
    <message numerus="yes">
        <source>%1, idle %n day(s)</source>
        <translation>
            <numerusform>%1, seit %n Tag untätig</numerusform>
            <numerusform>%1, seit %n Tagen untätig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n idle</source>
        <translation>
            <numerusform>%n untätig</numerusform>
            <numerusform>%n untätig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::QcFlagTableModel</name>
    <message>
        <source>Known-good text rated low</source>
        <translation>Bekannt guter Text niedrig bewertet</translation>
    </message>
    <message>
        <source>Known-bad text rated high</source>
        <translation>Bekannt schlechter Text hoch bewertet</translation>
    </message>
    <message>
        <source>Missed a planted error</source>
        <translation>Einen eingebauten Fehler übersehen</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>Gegeben</translation>
    </message>
</context>
<context>
    <name>Errata::QualityRepository</name>
    <message>
        <source>Could not record the qualification result.</source>
        <translation>Das Qualifikationsergebnis konnte nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewChangesPanel</name>
    <message>
        <source>Changes since the last review</source>
        <translation>Änderungen seit der letzten Prüfung</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>range: “%1” → “%2”</source>
        <translation>Bereich: „%1“ → „%2“</translation>
    </message>
    <message>
        <source>type: %1 → %2</source>
        <translation>Typ: %1 → %2</translation>
    </message>
    <message>
        <source>severity: %1 → %2</source>
        <translation>Schweregrad: %1 → %2</translation>
    </message>
    <message>
        <source>correction: %1 → %2</source>
        <translation>Korrektur: %1 → %2</translation>
    </message>
    <message>
        <source>rationale: “%1” → “%2”</source>
        <translation>Begründung: „%1“ → „%2“</translation>
    </message>
    <message>
        <source>links: %1 → %2</source>
        <translation>Verknüpfungen: %1 → %2</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Entfernt: %1</translation>
    </message>
    <message>
        <source>Edited: %1</source>
        <translation>Bearbeitet: %1</translation>
    </message>
    <message>
        <source>First submission: nothing to compare with yet.</source>
        <translation>Erste Einreichung: noch nichts zum Vergleichen.</translation>
    </message>
    <message>
        <source>Resubmitted without changes to the spans.</source>
        <translation>Ohne Änderungen an den Spans erneut eingereicht.</translation>
    </message>
    <message>
        <source>Submission %1: changes since the last review.</source>
        <translation>Einreichung %1: Änderungen seit der letzten Prüfung.</translation>
    </message>
    <message>
        <source>Submission %1: the spans of the submission reviewed before are not on record (a project restored from errata-jsonl keeps none), so what changed cannot be listed.</source>
        <translation>Abgabe %1: Die Spans der zuvor geprüften Abgabe sind nicht gespeichert (ein aus errata-jsonl wiederhergestelltes Projekt bewahrt keine auf), daher lässt sich nicht auflisten, was sich geändert hat.</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewController</name>
    <message>
        <source>Thread resolved.</source>
        <translation>Diskussion erledigt.</translation>
    </message>
    <message>
        <source>Item accepted.</source>
        <translation>Eintrag angenommen.</translation>
    </message>
    <message>
        <source>Item returned to the annotator for amendment.</source>
        <translation>Eintrag zur Überarbeitung an den Annotator zurückgegeben.</translation>
    </message>
    <message>
        <source>Released: the item is back in the queue.</source>
        <translation>Freigegeben: Der Eintrag ist wieder in der Warteschlange.</translation>
    </message>
    <message>
        <source>Claim an item in the review queue to review it here.</source>
        <translation>Übernehmen Sie einen Eintrag aus der Prüfwarteschlange, um ihn hier zu prüfen.</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>This project is open read-only because another Errata has it open.</source>
        <translation>Dieses Projekt ist schreibgeschützt geöffnet, weil es in einem anderen Errata geöffnet ist.</translation>
    </message>
    <message>
        <source>This item no longer exists.</source>
        <translation>Dieser Eintrag existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Nothing is waiting for review.</source>
        <translation>Nichts wartet auf Prüfung.</translation>
    </message>
    <message>
        <source>The review queue is for reviewers and coordinators: choose that role under File ▸ Who Are You… to claim work.</source>
        <translation>Die Prüfwarteschlange ist für Prüfende und Koordinierende: Wählen Sie diese Rolle unter Datei ▸ Wer sind Sie…, um Arbeit zu übernehmen.</translation>
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
    <message>
        <source>Lowest confidence</source>
        <translation>Geringste Konfidenz</translation>
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
    <message>
        <source>Filter by submission</source>
        <translation>Nach Einreichung filtern</translation>
    </message>
    <message>
        <source>Filter by item metadata</source>
        <translation>Nach Metadaten des Eintrags filtern</translation>
    </message>
    <message>
        <source>key=value, e.g. model=gpt2</source>
        <translation>Schlüssel=Wert, z. B. model=gpt2</translation>
    </message>
    <message>
        <source>Any submission</source>
        <translation>Beliebige Einreichung</translation>
    </message>
    <message>
        <source>Submission %1</source>
        <translation>Einreichung %1</translation>
    </message>
    <message>
        <source>Open &amp;Review</source>
        <translation>Prüfung &amp;öffnen</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewThreadPanel</name>
    <message>
        <source>accepted the span</source>
        <translation>hat den Span angenommen</translation>
    </message>
    <message>
        <source>rejected the span</source>
        <translation>hat den Span abgelehnt</translation>
    </message>
    <message>
        <source>asked for a change</source>
        <translation>hat um eine Änderung gebeten</translation>
    </message>
    <message>
        <source>Review conversation</source>
        <translation>Prüfungsdiskussion</translation>
    </message>
    <message>
        <source>The whole item</source>
        <translation>Der ganze Eintrag</translation>
    </message>
    <message>
        <source>A span no longer in the layer</source>
        <translation>Ein Span, der nicht mehr in der Ebene ist</translation>
    </message>
    <message>
        <source>resolved, 1 message</source>
        <translation>erledigt, 1 Nachricht</translation>
    </message>
    <message>
        <source>resolved, %1 messages</source>
        <translation>erledigt, %1 Nachrichten</translation>
    </message>
    <message>
        <source>(resolved — fold)</source>
        <translation>(erledigt — einklappen)</translation>
    </message>
    <message>
        <source>No comments yet.</source>
        <translation>Noch keine Kommentare.</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <source>Nobody has said anything about this item yet.</source>
        <translation>Zu diesem Eintrag hat noch niemand etwas gesagt.</translation>
    </message>
    <message>
        <source>Conversation (1 message)</source>
        <translation>Diskussion (1 Nachricht)</translation>
    </message>
    <message>
        <source>Conversation (%1 messages)</source>
        <translation>Diskussion (%1 Nachrichten)</translation>
    </message>
</context>
<context>
    <name>Errata::ReviewView</name>
    <message>
        <source>Accept (A)</source>
        <translation>Annehmen (A)</translation>
    </message>
    <message>
        <source>Reject (R)</source>
        <translation>Ablehnen (R)</translation>
    </message>
    <message>
        <source>Needs Change (N)</source>
        <translation>Änderung nötig (N)</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentieren</translation>
    </message>
    <message>
        <source>Resolve Thread</source>
        <translation>Diskussion abschließen</translation>
    </message>
    <message>
        <source>Accept &amp;Item</source>
        <translation>&amp;Eintrag annehmen</translation>
    </message>
    <message>
        <source>&amp;Return for Amendment…</source>
        <translation>Zur Überarbeitung &amp;zurückgeben…</translation>
    </message>
    <message>
        <source>Claim an item in the review queue to review it here.</source>
        <translation>Übernehmen Sie einen Eintrag aus der Prüfwarteschlange, um ihn hier zu prüfen.</translation>
    </message>
    <message>
        <source>Item text with the annotator&apos;s spans</source>
        <translation>Text des Eintrags mit den Spans des Annotators</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>Span</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Spans to decide</source>
        <translation>Zu entscheidende Spans</translation>
    </message>
    <message>
        <source>Comment — required to reject a span or ask for a change</source>
        <translation>Kommentar — erforderlich, um einen Span abzulehnen oder eine Änderung anzufordern</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Diskussion</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
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
        <translation>Eintrag annehmen</translation>
    </message>
    <message>
        <source>Return item for amendment…</source>
        <translation>Eintrag zur Überarbeitung zurückgeben…</translation>
    </message>
    <message>
        <source>Next span</source>
        <translation>Nächster Span</translation>
    </message>
    <message>
        <source>Previous span</source>
        <translation>Vorheriger Span</translation>
    </message>
    <message>
        <source>Why reject this span? Enter to confirm, Esc to cancel</source>
        <translation>Warum wird dieser Span abgelehnt? Eingabe zum Bestätigen, Esc zum Abbrechen</translation>
    </message>
    <message>
        <source>What should change? Enter to confirm, Esc to cancel</source>
        <translation>Was soll sich ändern? Eingabe zum Bestätigen, Esc zum Abbrechen</translation>
    </message>
    <message>
        <source>Return for Amendment</source>
        <translation>Zur Überarbeitung zurückgeben</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>✓ accepted</source>
        <translation>✓ angenommen</translation>
    </message>
    <message>
        <source>✗ rejected</source>
        <translation>✗ abgelehnt</translation>
    </message>
    <message>
        <source>needs change</source>
        <translation>Änderung nötig</translation>
    </message>
    <message>
        <source>amended: decide again</source>
        <translation>überarbeitet: erneut entscheiden</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Entfernt: %1</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>Änderungen (%1)</translation>
    </message>
    <message>
        <source>%1 · by %2 · submission %3 · %4</source>
        <translation>%1 · von %2 · Einreichung %3 · %4</translation>
    </message>
    <message>
        <source>claimed by %1: read only</source>
        <translation>übernommen von %1: schreibgeschützt</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>edited: %1</source>
        <translation>bearbeitet: %1</translation>
    </message>
    <message>
        <source>The whole item</source>
        <translation>Der ganze Eintrag</translation>
    </message>
    <message>
        <source>Rel&amp;ease</source>
        <translation>F&amp;reigeben</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>One annotator&apos;s spans to decide. J and K move, A accepts, R rejects, N asks for a change, C comments; Ctrl+Return accepts the item, Ctrl+Shift+R returns it.</source>
        <translation>Die zu entscheidenden Spans eines Annotators. J und K wechseln den Span, A nimmt an, R lehnt ab, N bittet um eine Änderung, C kommentiert; Ctrl+Return nimmt den Eintrag an, Ctrl+Shift+R gibt ihn zurück.</translation>
    </message>
    <message>
        <source>What should %1 amend? They see this beside the item. Ctrl+Return sends.</source>
        <translation>Was soll %1 überarbeiten? Der Hinweis erscheint neben dem Eintrag. Ctrl+Return sendet.</translation>
    </message>
    <message>
        <source>Reason for returning</source>
        <translation>Begründung der Rückgabe</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>What changed since the last review</source>
        <translation>Was sich seit der letzten Prüfung geändert hat</translation>
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
        <translation>Mit &amp;Passwort anmelden …</translation>
    </message>
    <message>
        <source>Sign in to the project %1 on this computer as %2.</source>
        <translation>Beim Projekt %1 auf diesem Computer als %2 anmelden.</translation>
    </message>
    <message>
        <source>Sign in to the project %1 on %2 as %3.</source>
        <translation>Beim Projekt %1 auf %2 als %3 anmelden.</translation>
    </message>
    <message>
        <source>The server did not accept that password. Try again.</source>
        <translation>Der Server hat dieses Passwort nicht angenommen. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The server asks for your password.</source>
        <translation>Der Server fragt nach Ihrem Passwort.</translation>
    </message>
    <message>
        <source>Sign in with your password.</source>
        <translation>Melden Sie sich mit Ihrem Passwort an.</translation>
    </message>
</context>
<context>
    <name>Errata::SettingsRepository</name>
    <message>
        <source>change the project&apos;s settings</source>
        <translation>die Einstellungen des Projekts ändern</translation>
    </message>
    <message>
        <source>The instructions are %1 characters long; at most %2 are allowed.</source>
        <translation>Die Anleitung ist %1 Zeichen lang; erlaubt sind höchstens %2.</translation>
    </message>
    <message>
        <source>The limit of errors per text must be a whole number, 1 or more, not &quot;%1&quot;.</source>
        <translation>Die Höchstzahl der Fehler je Text muss eine ganze Zahl ab 1 sein, nicht „%1“.</translation>
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
    <name>Errata::SignificancePage</name>
    <message>
        <source>Systems ranked, with their clusters</source>
        <translation>Systeme nach Rang, mit ihren Gruppen</translation>
    </message>
    <message>
        <source>Every pair of systems</source>
        <translation>Jedes Paar von Systemen</translation>
    </message>
    <message>
        <source>Raters</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Export N&amp;umbers (CSV)…</source>
        <translation>&amp;Zahlen exportieren (CSV)…</translation>
    </message>
    <message>
        <source>M&amp;easure:</source>
        <translation>M&amp;aß:</translation>
    </message>
    <message>
        <source>S&amp;ystems in:</source>
        <translation>S&amp;ysteme in:</translation>
    </message>
    <message>
        <source>&amp;Paired by:</source>
        <translation>&amp;Gepaart nach:</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>&amp;Test:</translation>
    </message>
    <message>
        <source>trials: </source>
        <translation>Durchläufe: </translation>
    </message>
    <message>
        <source>seed: </source>
        <translation>Startwert: </translation>
    </message>
    <message>
        <source>&amp;z-scores per rater</source>
        <translation>&amp;z-Werte je Bewerter</translation>
    </message>
    <message>
        <source>Testing every pair of systems…</source>
        <translation>Jedes Paar von Systemen wird getestet…</translation>
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
    <message>
        <source>Pick lin&amp;k…</source>
        <translation>Ver&amp;knüpfung wählen…</translation>
    </message>
    <message>
        <source>Definition of the type</source>
        <translation>Definition des Typs</translation>
    </message>
    <message>
        <source>Corrected sentence</source>
        <translation>Korrigierter Satz</translation>
    </message>
    <message>
        <source>With a correction, the corrected sentence shows here.</source>
        <translation>Mit einer Korrektur erscheint hier der korrigierte Satz.</translation>
    </message>
    <message>
        <source>A word inside a span: double-click it, drag from it onto the next, or click it and press Ctrl+Shift+→.</source>
        <translation>Ein Wort innerhalb einer Spanne: doppelklicken, von ihm auf das nächste ziehen oder hineinklicken und Strg+Umschalt+→ drücken.</translation>
    </message>
</context>
<context>
    <name>Errata::SpanRecordPanel</name>
    <message>
        <source>Span record</source>
        <translation>Span-Datensatz</translation>
    </message>
    <message>
        <source>Select a span to see its whole record here.</source>
        <translation>Wählen Sie einen Span, um hier seinen ganzen Datensatz zu sehen.</translation>
    </message>
    <message>
        <source>The whole item:</source>
        <translation>Der ganze Eintrag:</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n Span</numerusform>
            <numerusform>%n Spans</numerusform>
        </translation>
    </message>
    <message>
        <source>Time on the item:</source>
        <translation>Zeit für den Eintrag:</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Severity:</source>
        <translation>Schweregrad:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Marked in the prompt:</source>
        <translation>Im Prompt markiert:</translation>
    </message>
    <message>
        <source>Marked:</source>
        <translation>Markiert:</translation>
    </message>
    <message>
        <source>Rationale:</source>
        <translation>Begründung:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>delete the marked text</source>
        <translation>den markierten Text löschen</translation>
    </message>
    <message>
        <source>Correction:</source>
        <translation>Korrektur:</translation>
    </message>
    <message>
        <source>Corrected sentence:</source>
        <translation>Korrigierter Satz:</translation>
    </message>
    <message>
        <source>Antecedent:</source>
        <translation>Antezedens:</translation>
    </message>
    <message>
        <source>Associated span:</source>
        <translation>Zugehöriger Span:</translation>
    </message>
    <message>
        <source>Marked at:</source>
        <translation>Markiert am:</translation>
    </message>
    <message>
        <source>Last changed:</source>
        <translation>Zuletzt geändert:</translation>
    </message>
    <message>
        <source>suggested by %1 and kept as it was</source>
        <translation>von %1 vorgeschlagen und unverändert übernommen</translation>
    </message>
    <message>
        <source>suggested by %1, then edited: %2</source>
        <translation>von %1 vorgeschlagen, dann bearbeitet: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Origin:</source>
        <translation>Herkunft:</translation>
    </message>
    <message>
        <source>marked by the annotator</source>
        <translation>von der annotierenden Person markiert</translation>
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
    <message>
        <source>Source — errors are marked here too</source>
        <translation>Quelltext — auch hier werden Fehler markiert</translation>
    </message>
</context>
<context>
    <name>Errata::StorageError</name>
    <message>
        <source>no reason was given</source>
        <translation>es wurde kein Grund genannt</translation>
    </message>
    <message>
        <source>no reason was given (SQLite result code %1)</source>
        <translation>es wurde kein Grund genannt (SQLite-Ergebniscode %1)</translation>
    </message>
</context>
<context>
    <name>Errata::StudyPanel</name>
    <message>
        <source>Instructions</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Progress: items × annotators</source>
        <translation>Fortschritt: Items × Annotatoren</translation>
    </message>
    <message>
        <source>Progress matrix</source>
        <translation>Fortschrittsmatrix</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>People of the study</source>
        <translation>Personen der Studie</translation>
    </message>
    <message>
        <source>Name of a new person</source>
        <translation>Name einer neuen Person</translation>
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
        <source>A&amp;dd</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Dea&amp;ctivate / Activate</source>
        <translation>Dea&amp;ktivieren / Aktivieren</translation>
    </message>
    <message>
        <source>A deactivated person keeps their work and gets no new items</source>
        <translation>Eine deaktivierte Person behält ihre Arbeit und erhält keine neuen Items</translation>
    </message>
    <message>
        <source>Assignment planner</source>
        <translation>Zuweisungsplaner</translation>
    </message>
    <message>
        <source>Annotators per &amp;item:</source>
        <translation>Annotatoren &amp;je Item:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Only items where (&amp;key=value):</source>
        <translation>Nur Items mit (&amp;Schlüssel=Wert):</translation>
    </message>
    <message>
        <source>P&amp;review</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>&amp;Make Assignments</source>
        <translation>Zuweisungen &amp;anlegen</translation>
    </message>
    <message>
        <source>Writes the previewed plan</source>
        <translation>Schreibt den in der Vorschau gezeigten Plan</translation>
    </message>
    <message>
        <source>Has</source>
        <translation>Hat</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Load after</source>
        <translation>Last danach</translation>
    </message>
    <message>
        <source>Plan preview</source>
        <translation>Planvorschau</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>There is already a person called &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine Person namens „%1“.</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 is deactivated: their work stays, they get no new items.</source>
        <translation>%1 ist deaktiviert: Die Arbeit bleibt, es kommen keine neuen Items hinzu.</translation>
    </message>
    <message>
        <source>%1 is active again.</source>
        <translation>%1 ist wieder aktiv.</translation>
    </message>
    <message>
        <source>Every item already has its annotators: nothing to add.</source>
        <translation>Jedes Item hat bereits seine Annotatoren: nichts hinzuzufügen.</translation>
    </message>
    <message numerus="yes">
        <source>%n new assignment(s); nothing is written until you make the assignments.</source>
        <translation>
            <numerusform>%n neue Zuweisung; nichts wird geschrieben, bevor Sie die Zuweisungen anlegen.</numerusform>
            <numerusform>%n neue Zuweisungen; nichts wird geschrieben, bevor Sie die Zuweisungen anlegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assigned: %n new assignment(s).</source>
        <translation>
            <numerusform>Zugewiesen: %n neue Zuweisung.</numerusform>
            <numerusform>Zugewiesen: %n neue Zuweisungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. model=gpt2</source>
        <translation>z. B. model=gpt2</translation>
    </message>
    <message>
        <source>Add Te&amp;xts…</source>
        <translation>Te&amp;xte hinzufügen…</translation>
    </message>
    <message>
        <source>Texts to annotate from a CSV, JSONL or text file, with a preview</source>
        <translation>Zu annotierende Texte aus einer CSV-, JSONL- oder Textdatei, mit Vorschau</translation>
    </message>
    <message>
        <source>No items yet: Add Texts… reads them from a CSV, JSONL or text file.</source>
        <translation>Noch keine Items: „Texte hinzufügen…“ liest sie aus einer CSV-, JSONL- oder Textdatei.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s).</source>
        <translation>
            <numerusform>%n Text hinzugefügt.</numerusform>
            <numerusform>%n Texte hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Metadata keys annotators never see in a blind project (comma list; &quot;none&quot; hides nothing; empty restores the defaults). Press Enter to save.</source>
        <translation>Metadatenschlüssel, die Annotierende in einem blinden Projekt nie sehen (durch Kommas getrennt; „none“ verbirgt nichts; leer stellt die Vorgaben wieder her). Eingabetaste speichert.</translation>
    </message>
    <message>
        <source>Hidden from annotators:</source>
        <translation>Vor Annotierenden verborgen:</translation>
    </message>
    <message>
        <source>Hidden from annotators: %1.</source>
        <translation>Vor Annotierenden verborgen: %1.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Ausgelassen: %1.</translation>
    </message>
</context>
<context>
    <name>Errata::SuggestionBar</name>
    <message>
        <source>Suggestions</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <source>In text order</source>
        <translation>In Textreihenfolge</translation>
    </message>
    <message>
        <source>Most confident first</source>
        <translation>Sicherste zuerst</translation>
    </message>
    <message>
        <source>Least confident first</source>
        <translation>Unsicherste zuerst</translation>
    </message>
    <message>
        <source>Order of suggestions</source>
        <translation>Reihenfolge der Vorschläge</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Accept and Edit</source>
        <translation>Übernehmen und bearbeiten</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Make it your span as it is (Insert)</source>
        <translation>Unverändert als eigene Spanne übernehmen (Einfg)</translation>
    </message>
    <message>
        <source>Make it your span and change it in the editor (Ctrl+Insert)</source>
        <translation>Als eigene Spanne übernehmen und im Editor ändern (Strg+Einfg)</translation>
    </message>
    <message>
        <source>Not an error, or not this one (Delete)</source>
        <translation>Kein Fehler, oder nicht dieser (Entf)</translation>
    </message>
    <message>
        <source>The next undecided suggestion (F8; Shift+F8 goes back)</source>
        <translation>Der nächste offene Vorschlag (F8; Umschalt+F8 geht zurück)</translation>
    </message>
    <message>
        <source>Next suggestion</source>
        <translation>Nächster Vorschlag</translation>
    </message>
    <message>
        <source>Previous suggestion</source>
        <translation>Vorheriger Vorschlag</translation>
    </message>
    <message>
        <source>Accept suggestion</source>
        <translation>Vorschlag übernehmen</translation>
    </message>
    <message>
        <source>Accept suggestion and edit it</source>
        <translation>Vorschlag übernehmen und bearbeiten</translation>
    </message>
    <message>
        <source>No suggestion is left undecided on this item.</source>
        <translation>Bei diesem Eintrag ist kein Vorschlag mehr offen.</translation>
    </message>
    <message>
        <source>The suggestion is decided</source>
        <translation>Über den Vorschlag ist entschieden</translation>
    </message>
    <message>
        <source>All %1 suggestions decided</source>
        <translation>Über alle %1 Vorschläge ist entschieden</translation>
    </message>
    <message>
        <source>What you accepted is yours now and can be edited like any span; Ctrl+Z takes a decision back.</source>
        <translation>Was Sie übernommen haben, gehört jetzt Ihnen und lässt sich wie jede Spanne bearbeiten; Strg+Z nimmt eine Entscheidung zurück.</translation>
    </message>
    <message>
        <source>1 suggestion to decide</source>
        <translation>1 Vorschlag zu entscheiden</translation>
    </message>
    <message>
        <source>%1 suggestions to decide</source>
        <translation>%1 Vorschläge zu entscheiden</translation>
    </message>
    <message>
        <source>Dashed outlines in the text. Press F8 to go to the first, or click one.</source>
        <translation>Gestrichelte Umrisse im Text. F8 springt zum ersten, oder klicken Sie einen an.</translation>
    </message>
    <message>
        <source>Suggestion %1 of %2</source>
        <translation>Vorschlag %1 von %2</translation>
    </message>
    <message>
        <source>severity: %1</source>
        <translation>Schweregrad: %1</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>Konfidenz %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>from a system</source>
        <translation>von einem System</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>Vorschlag: %1</translation>
    </message>
    <message>
        <source>Suggestion, not yours until accepted</source>
        <translation>Vorschlag – erst nach dem Übernehmen Ihrer</translation>
    </message>
</context>
<context>
    <name>Errata::SuggestionQueue</name>
    <message numerus="yes">
        <source>%n suggestion(s) are still undecided. They will not count as your spans; accept or reject each to say what you think of it. Submit anyway?</source>
        <translation>
            <numerusform>%n Vorschlag ist noch offen. Er zählt nicht als Ihre Spanne; übernehmen oder lehnen Sie ihn ab, um Ihr Urteil festzuhalten. Trotzdem abgeben?</numerusform>
            <numerusform>%n Vorschläge sind noch offen. Sie zählen nicht als Ihre Spannen; übernehmen oder lehnen Sie jeden ab, um Ihr Urteil festzuhalten. Trotzdem abgeben?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::SuggestionTableModel</name>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Angeboten</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Übernommen</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>Bearbeitet</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Added (own)</source>
        <translation>Ergänzt (eigene)</translation>
    </message>
    <message>
        <source>Fields edited</source>
        <translation>Bearbeitete Felder</translation>
    </message>
    <message>
        <source>Per item, with</source>
        <translation>Je Eintrag, mit</translation>
    </message>
    <message>
        <source>Per item, without</source>
        <translation>Je Eintrag, ohne</translation>
    </message>
</context>
<context>
    <name>Errata::SystemScorePage</name>
    <message>
        <source>&lt;p&gt;This project has no system predictions yet.&lt;/p&gt;&lt;p&gt;Bring a model&apos;s or metric&apos;s error spans in with&lt;br&gt;&lt;tt&gt;errata-cli predictions import PROJECT --system NAME --format jsonl FILE&lt;/tt&gt;&lt;br&gt;(docs/formats.md, &quot;Predictions&quot;); they are scored here against the people&apos;s spans.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Projekt enthält noch keine Vorhersagen eines Systems.&lt;/p&gt;&lt;p&gt;Die Fehlerspannen eines Modells oder einer Metrik kommen mit&lt;br&gt;&lt;tt&gt;errata-cli predictions import PROJEKT --system NAME --format jsonl DATEI&lt;/tt&gt;&lt;br&gt;(docs/formats.md, „Predictions“) herein; hier werden sie an den Spannen der Menschen gemessen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <source>Refere&amp;nce:</source>
        <translation>Refere&amp;nz:</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>Eb&amp;ene:</translation>
    </message>
    <message>
        <source>B&amp;ars show:</source>
        <translation>B&amp;alken zeigen:</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Fehlertypen</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>System scores per type</source>
        <translation>Systemwerte je Typ</translation>
    </message>
    <message>
        <source>E&amp;xport Figure (PNG)…</source>
        <translation>Abbildung e&amp;xportieren (PNG)…</translation>
    </message>
    <message>
        <source>Export as SV&amp;G…</source>
        <translation>Als SV&amp;G exportieren…</translation>
    </message>
    <message>
        <source>Export Sc&amp;ores (CSV)…</source>
        <translation>&amp;Werte exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Union of the annotators</source>
        <translation>Vereinigung der Annotierenden</translation>
    </message>
    <message>
        <source>Majority (at least 2)</source>
        <translation>Mehrheit (mindestens 2)</translation>
    </message>
    <message>
        <source>Gold layer</source>
        <translation>Goldebene</translation>
    </message>
    <message>
        <source>Scoring %1…</source>
        <translation>%1 wird bewertet…</translation>
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
        <translation>die Vereinigung der Spannen der Annotierenden</translation>
    </message>
    <message>
        <source>the spans at least 2 annotators share</source>
        <translation>die Spannen, die mindestens 2 Annotierende teilen</translation>
    </message>
    <message>
        <source>the gold layer</source>
        <translation>die Gold-Ebene</translation>
    </message>
    <message>
        <source>one annotator&apos;s spans</source>
        <translation>die Spannen einer annotierenden Person</translation>
    </message>
    <message>
        <source>%1 against %2, per %3, over %4 items; 95% bootstrap intervals over items. Human (mean): each annotator against the others, averaged.</source>
        <translation>%1 gegen %2, je %3, über %4 Einträge; 95-%-Bootstrap-Intervalle über Einträge. Mensch (Mittel): jede annotierende Person gegen die anderen, gemittelt.</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>character</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>%1 of the items people finished have no %2 layer and are not scored.</source>
        <translation>%1 der von Menschen abgeschlossenen Einträge haben keine Ebene von %2 und werden nicht bewertet.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>P 95%</source>
        <translation>P 95 %</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>R 95%</source>
        <translation>R 95 %</translation>
    </message>
    <message>
        <source>F1 95%</source>
        <translation>F1 95 %</translation>
    </message>
    <message>
        <source>Human P</source>
        <translation>Mensch P</translation>
    </message>
    <message>
        <source>Human R</source>
        <translation>Mensch R</translation>
    </message>
    <message>
        <source>Human F1</source>
        <translation>Mensch F1</translation>
    </message>
    <message>
        <source>Micro average</source>
        <translation>Mikro-Mittel</translation>
    </message>
    <message>
        <source>Macro average</source>
        <translation>Makro-Mittel</translation>
    </message>
    <message>
        <source>Any error</source>
        <translation>Beliebiger Fehler</translation>
    </message>
    <message>
        <source>Error group</source>
        <translation>Fehlergruppe</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>%1 of %2 (whiskers: 95% intervals)</source>
        <translation>%1 von %2 (Striche: 95-%-Intervalle)</translation>
    </message>
</context>
<context>
    <name>Errata::TaxonomyFileDialog</name>
    <message>
        <source>Taxonomy File</source>
        <translation>Taxonomiedatei</translation>
    </message>
    <message>
        <source>Taxonomy JSON</source>
        <translation>Taxonomie-JSON</translation>
    </message>
    <message>
        <source>Problems in the taxonomy file</source>
        <translation>Probleme in der Taxonomiedatei</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Taxonomy File — %1</source>
        <translation>Taxonomiedatei — %1</translation>
    </message>
    <message>
        <source>Line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message numerus="yes">
        <source>Valid: “%1”, %n error type(s) to choose from.</source>
        <translation>
            <numerusform>Gültig: „%1“, %n Fehlertyp zur Auswahl.</numerusform>
            <numerusform>Gültig: „%1“, %n Fehlertypen zur Auswahl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); the taxonomy cannot be used until they are fixed.</source>
        <translation>
            <numerusform>%n Problem; die Taxonomie kann erst verwendet werden, wenn es behoben ist.</numerusform>
            <numerusform>%n Probleme; die Taxonomie kann erst verwendet werden, wenn sie behoben sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: the taxonomy has problems, or no file was opened.</source>
        <translation>Nicht gespeichert: Die Taxonomie hat Probleme, oder es wurde keine Datei geöffnet.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
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
    <name>Errata::TextImportDialog</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Code language</source>
        <translation>Programmiersprache</translation>
    </message>
    <message>
        <source>Metadata “%1”</source>
        <translation>Metadaten „%1“</translation>
    </message>
    <message>
        <source>Leave out</source>
        <translation>Weglassen</translation>
    </message>
    <message>
        <source>Column %1 becomes</source>
        <translation>Spalte %1 wird zu</translation>
    </message>
    <message>
        <source>&amp;Add Texts</source>
        <translation>Texte &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add Texts</source>
        <translation>Texte hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Preview of the first rows, with what each column becomes</source>
        <translation>Vorschau der ersten Zeilen, mit dem, was jede Spalte wird</translation>
    </message>
    <message>
        <source>The first rows, and what each column becomes:</source>
        <translation>Die ersten Zeilen, und was jede Spalte wird:</translation>
    </message>
    <message>
        <source>Texts to Annotate</source>
        <translation>Zu annotierende Texte</translation>
    </message>
    <message>
        <source>Texts (*.csv *.jsonl *.txt)</source>
        <translation>Texte (*.csv *.jsonl *.txt)</translation>
    </message>
    <message>
        <source>Becomes</source>
        <translation>Wird zu</translation>
    </message>
    <message>
        <source>Check what each column becomes, then add the texts. Nothing is added until then.</source>
        <translation>Prüfen Sie, was jede Spalte wird, und fügen Sie dann die Texte hinzu. Bis dahin wird nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>Nothing was added.</source>
        <translation>Nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>Added %1 new text(s); %2 were already in the project.</source>
        <translation>%1 neue Texte hinzugefügt; %2 waren schon im Projekt.</translation>
    </message>
    <message>
        <source>A .csv, .jsonl or .txt file: type its path, or Browse…</source>
        <translation>Eine .csv-, .jsonl- oder .txt-Datei: Pfad eingeben oder Durchsuchen…</translation>
    </message>
    <message>
        <source>File of texts</source>
        <translation>Datei mit Texten</translation>
    </message>
</context>
<context>
    <name>Errata::TrackList</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Mov&amp;e Down</source>
        <translation>Nach unt&amp;en</translation>
    </message>
    <message>
        <source>Fol&amp;d</source>
        <translation>Ein&amp;klappen</translation>
    </message>
    <message>
        <source>Annotators shown</source>
        <translation>Angezeigte Annotatoren</translation>
    </message>
    <message>
        <source>Check to show a layer; double-click to show it alone; drag to reorder the tracks</source>
        <translation>Ankreuzen zeigt eine Schicht; Doppelklick zeigt sie allein; Ziehen ordnet die Spuren neu</translation>
    </message>
    <message>
        <source>Keep the track as a thin band without its spans (or click its name beside the text)</source>
        <translation>Die Spur als schmales Band ohne ihre Spannen behalten (oder ihren Namen neben dem Text anklicken)</translation>
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
        <source>%1 (%2, folded)</source>
        <translation>%1 (%2, eingeklappt)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Unfol&amp;d</source>
        <translation>Aus&amp;klappen</translation>
    </message>
</context>
<context>
    <name>Errata::TrainingPanel</name>
    <message>
        <source>Span match</source>
        <translation>Span-Übereinstimmung</translation>
    </message>
    <message>
        <source>Training items</source>
        <translation>Trainingseinträge</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Reference spans</source>
        <translation>Referenz-Spans</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Item id, e.g. demo-03</source>
        <translation>Eintrags-ID, z. B. demo-03</translation>
    </message>
    <message>
        <source>Practice (answer shown after submit)</source>
        <translation>Übung (Antwort nach dem Einreichen sichtbar)</translation>
    </message>
    <message>
        <source>Why the answer is what it is (practice items)</source>
        <translation>Warum die Antwort so lautet (Übungseinträge)</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Markieren</translation>
    </message>
    <message>
        <source>The item&apos;s gold layer is its reference answer</source>
        <translation>Die Goldebene des Eintrags ist seine Referenzantwort</translation>
    </message>
    <message>
        <source>&amp;Unmark Selected</source>
        <translation>Auswahl &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Item:</source>
        <translation>Eintrag:</translation>
    </message>
    <message>
        <source>Ki&amp;nd:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>Erklärung:</translation>
    </message>
    <message>
        <source>Qualification</source>
        <translation>Qualifikation</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>Qualification scores</source>
        <translation>Qualifikationsergebnisse</translation>
    </message>
    <message>
        <source>Half of each span shared</source>
        <translation>Jeder Span zur Hälfte geteilt</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Any overlap</source>
        <translation>Jede Überlappung</translation>
    </message>
    <message>
        <source>scheme&apos;s own</source>
        <translation>Vorgabe des Schemas</translation>
    </message>
    <message>
        <source>Score Everyone</source>
        <translation>Alle bewerten</translation>
    </message>
    <message>
        <source>Scores every annotator who has handed in all training items and records the result</source>
        <translation>Bewertet alle Annotierenden, die alle Trainingseinträge abgegeben haben, und hält das Ergebnis fest</translation>
    </message>
    <message>
        <source>Scheme:</source>
        <translation>Schema:</translation>
    </message>
    <message>
        <source>Spans match when:</source>
        <translation>Spans stimmen überein, wenn:</translation>
    </message>
    <message>
        <source>Pass mark:</source>
        <translation>Bestehensgrenze:</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>not scored yet</source>
        <translation>noch nicht bewertet</translation>
    </message>
    <message>
        <source>erroneous?</source>
        <translation>fehlerhaft?</translation>
    </message>
    <message>
        <source>spans</source>
        <translation>Spans</translation>
    </message>
    <message>
        <source>types</source>
        <translation>Typen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>There is no item &quot;%1&quot; in this project.</source>
        <translation>In diesem Projekt gibt es keinen Eintrag „%1“.</translation>
    </message>
    <message>
        <source>%1 is a %2 item; its reference answer is the gold layer (edit it in the Gold view).</source>
        <translation>%1 ist ein Eintrag der Art „%2“; seine Referenzantwort ist die Goldebene (in der Gold-Ansicht bearbeiten).</translation>
    </message>
    <message>
        <source>%1 is an ordinary item again.</source>
        <translation>%1 ist wieder ein gewöhnlicher Eintrag.</translation>
    </message>
    <message numerus="yes">
        <source>Scored %n annotator(s).</source>
        <translation>
            <numerusform>%n Annotierende bewertet.</numerusform>
            <numerusform>%n Annotierende bewertet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scored %n annotator(s); not yet handed in all training items: %1.</source>
        <translation>
            <numerusform>%n Annotierende bewertet; noch nicht alle Trainingseinträge abgegeben: %1.</numerusform>
            <numerusform>%n Annotierende bewertet; noch nicht alle Trainingseinträge abgegeben: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Real work only after a pass</source>
        <translation>Echte Arbeit erst nach Bestehen</translation>
    </message>
    <message>
        <source>The planner and errata-cli assign give items only to people whose newest qualification result passed, and name the others</source>
        <translation>Der Planer und errata-cli assign geben Einträge nur Personen, deren neuestes Qualifikationsergebnis bestanden ist, und nennen die anderen</translation>
    </message>
    <message>
        <source>Real work now waits for a passed qualification; the planner names who is left out.</source>
        <translation>Echte Arbeit wartet jetzt auf eine bestandene Qualifikation; der Planer nennt, wer ausgelassen wird.</translation>
    </message>
    <message>
        <source>Real work no longer waits for a qualification.</source>
        <translation>Echte Arbeit wartet nicht mehr auf eine Qualifikation.</translation>
    </message>
</context>
<context>
    <name>Errata::WelcomeDialog</name>
    <message>
        <source>Welcome to Errata</source>
        <translation>Willkommen bei Errata</translation>
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
    <message>
        <source>&lt;h2&gt;Errata&lt;/h2&gt;&lt;p&gt;Mark, review and analyse errors in machine-generated text. Each project is one file on your computer, or a team&apos;s PostgreSQL server.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Errata&lt;/h2&gt;&lt;p&gt;Fehler in maschinell generiertem Text markieren, prüfen und analysieren. Jedes Projekt ist eine einzige Datei auf Ihrem Computer oder der PostgreSQL-Server eines Teams.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Connect to server…</source>
        <translation>Mit &amp;Server verbinden …</translation>
    </message>
    <message>
        <source>Open your team&apos;s project on its PostgreSQL server, as yourself.</source>
        <translation>Das Projekt Ihres Teams auf seinem PostgreSQL-Server öffnen, als Sie selbst.</translation>
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
    <message>
        <source>A project file on your own disk cannot enforce roles: whoever can open it can act as anyone in it. A study that needs blindness enforced runs on a team server, where everyone signs in as themselves (docs/server.md).</source>
        <translation>Eine Projektdatei auf Ihrem eigenen Datenträger kann Rollen nicht durchsetzen: Wer sie öffnen kann, kann darin als jede Person handeln. Eine Studie, deren Verblindung durchgesetzt werden muss, läuft auf einem Team-Server, bei dem sich alle als sie selbst anmelden (docs/server.md).</translation>
    </message>
    <message>
        <source>Full name, as the coordinator entered it</source>
        <translation>Vollständiger Name, wie die Koordination ihn eingetragen hat</translation>
    </message>
    <message>
        <source>Someone &amp;else:</source>
        <translation>Jemand &amp;anderes:</translation>
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
    <message>
        <source>must be a number from 0 to 1</source>
        <translation>muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>an accepted suggestion names its span, and only it does</source>
        <translation>ein übernommener Vorschlag nennt seine Spanne, und nur er</translation>
    </message>
</context>
<context>
    <name>ErrataJsonlStream</name>
    <message>
        <source>The export was cancelled.</source>
        <translation>Der Export wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>ErrorTypeTable</name>
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
        <source>Chaotic scenes</source>
        <translation>Chaotische Szenen</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>Reasonable stories</source>
        <translation>Gut bewertete Geschichten</translation>
    </message>
    <message>
        <source>Stories of this type</source>
        <translation>Geschichten dieses Typs</translation>
    </message>
    <message>
        <source>Point-biserial r</source>
        <translation>Punktbiseriales r</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
</context>
<context>
    <name>ExcludeCommand</name>
    <message>
        <source>exclude takes the project file and --person NAME with --reason TEXT (or --include to count them again), or --list.</source>
        <translation>exclude nimmt die Projektdatei und --person NAME mit --reason TEXT (oder --include, um sie wieder zu zählen), oder --list.</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Person &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>%1 counts in the analyses again.</source>
        <translation>%1 zählt wieder in den Auswertungen.</translation>
    </message>
    <message>
        <source>%1 is excluded from the analyses: %2</source>
        <translation>%1 ist von den Auswertungen ausgeschlossen: %2</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Format of the file:</source>
        <translation>Format der Datei:</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Cancelling… no file will be written.</source>
        <translation>Wird abgebrochen… es wird keine Datei geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 written: %n record(s).</source>
        <translation>
            <numerusform>%1 geschrieben: %n Datensatz.</numerusform>
            <numerusform>%1 geschrieben: %n Datensätze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Benchmark Task</source>
        <translation>Benchmark-Aufgabe exportieren</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <source>Folder for train, dev and test.jsonl</source>
        <translation>Ordner für train, dev und test.jsonl</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Written to %1: train.jsonl %2 rows, dev.jsonl %3, test.jsonl %4; %5 left out (docs/formats.md). The split (train:dev:test) is stored in the project as each text&apos;s metadata &quot;split&quot;.</source>
        <translation>Nach %1 geschrieben: train.jsonl %2 Zeilen, dev.jsonl %3, test.jsonl %4; %5 ausgelassen (docs/formats.md). Die Aufteilung (train:dev:test) ist im Projekt als Metadatum „split“ jedes Textes gespeichert.</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1: figures are written as .png or .svg.</source>
        <translation>%1: Abbildungen werden als .png oder .svg geschrieben.</translation>
    </message>
</context>
<context>
    <name>FormatsCommand</name>
    <message>
        <source>formats takes no arguments.</source>
        <translation>formats nimmt keine Argumente.</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Enthält</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>%1, share of the row</source>
        <translation>%1, Anteil an der Zeile</translation>
    </message>
    <message>
        <source>%1, share of the column</source>
        <translation>%1, Anteil an der Spalte</translation>
    </message>
</context>
<context>
    <name>HeatmapFigure</name>
    <message>
        <source>%1 (total, grey scale)</source>
        <translation>%1 (gesamt, Graustufen)</translation>
    </message>
    <message>
        <source>Under each column: items (annotations) behind it.</source>
        <translation>Unter jeder Spalte: die Einträge (Annotationen) dahinter.</translation>
    </message>
    <message>
        <source>Hatched: fewer than %1 items.</source>
        <translation>Schraffiert: weniger als %1 Einträge.</translation>
    </message>
</context>
<context>
    <name>HeatmapSpec</name>
    <message>
        <source>Error type group</source>
        <translation>Fehlertypgruppe</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 of %2 by %3 and %4</source>
        <translation>%1 von %2 nach %3 und %4</translation>
    </message>
    <message>
        <source>%1, one grid per %2</source>
        <translation>%1, ein Raster je %2</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source> (items where %1)</source>
        <translation> (Einträge mit %1)</translation>
    </message>
    <message>
        <source> (without %1)</source>
        <translation> (ohne %1)</translation>
    </message>
</context>
<context>
    <name>ImportActions</name>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Format of the files:</source>
        <translation>Format der Dateien:</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>%n Datei wird importiert…</numerusform>
            <numerusform>%n Dateien werden importiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling… the project stays as it was.</source>
        <translation>Wird abgebrochen… das Projekt bleibt unverändert.</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>Es wurde nichts importiert.

%1</translation>
    </message>
    <message>
        <source>Import Metric Scores</source>
        <translation>Metrikwerte importieren</translation>
    </message>
    <message>
        <source>Metric scores: item,metric,score (*.csv)</source>
        <translation>Metrikwerte: item,metric,score (*.csv)</translation>
    </message>
    <message>
        <source>%1

Replace the stored scores with the files&apos; values?</source>
        <translation>%1

Die gespeicherten Werte durch die Werte der Dateien ersetzen?</translation>
    </message>
    <message>
        <source>Metrics: %1. Scores read: %2; added %3, unchanged %4, replaced %5. The Corpus tab&apos;s Metrics page compares them with people.</source>
        <translation>Metriken: %1. Gelesene Werte: %2; hinzugefügt %3, unverändert %4, ersetzt %5. Die Seite Metriken im Korpus-Reiter vergleicht sie mit den Menschen.</translation>
    </message>
</context>
<context>
    <name>InstructionsCommand</name>
    <message>
        <source>instructions takes the project file (and --set FILE.md or --clear).</source>
        <translation>instructions erwartet die Projektdatei (und --set DATEI.md oder --clear).</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>The instructions are removed.</source>
        <translation>Die Anleitung ist entfernt.</translation>
    </message>
    <message>
        <source>The instructions are set.</source>
        <translation>Die Anleitung ist gesetzt.</translation>
    </message>
</context>
<context>
    <name>ItemFileReader</name>
    <message>
        <source>no text: a &quot;text&quot; (or &quot;generation&quot;) value is required</source>
        <translation>kein Text: ein Wert „text“ (oder „generation“) ist erforderlich</translation>
    </message>
    <message>
        <source>format must be plain, markdown or code, not &quot;%1&quot;</source>
        <translation>format muss plain, markdown oder code sein, nicht „%1“</translation>
    </message>
    <message>
        <source>a code item needs its &quot;code_language&quot;</source>
        <translation>ein Code-Item braucht seine „code_language“</translation>
    </message>
    <message>
        <source>invalid JSON at column %1: %2</source>
        <translation>ungültiges JSON in Spalte %1: %2</translation>
    </message>
    <message>
        <source>a line must be a JSON object</source>
        <translation>eine Zeile muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string or a number</source>
        <translation>„%1“ muss eine Zeichenkette oder eine Zahl sein</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; appears twice with different text</source>
        <translation>Item „%1“ kommt zweimal mit verschiedenem Text vor</translation>
    </message>
    <message>
        <source>the file is empty: a header row is required</source>
        <translation>die Datei ist leer: eine Kopfzeile ist erforderlich</translation>
    </message>
    <message>
        <source>the header has no &quot;text&quot; (or &quot;generation&quot;) column</source>
        <translation>die Kopfzeile hat keine Spalte „text“ (oder „generation“)</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>%1 Felder, wo die Kopfzeile %2 hat</translation>
    </message>
    <message>
        <source>the file holds no text</source>
        <translation>die Datei enthält keinen Text</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;: jsonl, csv or txt</source>
        <translation>unbekanntes Format „%1“: jsonl, csv oder txt</translation>
    </message>
</context>
<context>
    <name>JobDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>JudgementCheck</name>
    <message>
        <source>Say whether the text contains errors.</source>
        <translation>Geben Sie an, ob der Text Fehler enthält.</translation>
    </message>
    <message numerus="yes">
        <source>You said the text has no errors, but it has %n marked span(s): %1.</source>
        <translation>
            <numerusform>Sie haben angegeben, dass der Text keine Fehler enthält, aber er hat %n markierte Stelle: %1.</numerusform>
            <numerusform>Sie haben angegeben, dass der Text keine Fehler enthält, aber er hat %n markierte Stellen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>You said the text has errors: mark at least one.</source>
        <translation>Sie haben angegeben, dass der Text Fehler enthält: Markieren Sie mindestens einen.</translation>
    </message>
    <message>
        <source>Give the overall rating (1–5).</source>
        <translation>Geben Sie die Gesamtbewertung an (1–5).</translation>
    </message>
    <message>
        <source>Say who you think wrote the text.</source>
        <translation>Geben Sie an, wer den Text Ihrer Meinung nach geschrieben hat.</translation>
    </message>
    <message>
        <source>Answer the follow-up question: why did you select this rating?</source>
        <translation>Beantworten Sie die Folgefrage: Warum haben Sie diese Bewertung gewählt?</translation>
    </message>
    <message>
        <source>Answer the follow-up question: what would make the text seem more human-like?</source>
        <translation>Beantworten Sie die Folgefrage: Was würde den Text menschlicher wirken lassen?</translation>
    </message>
    <message>
        <source>Give the overall score (0–100).</source>
        <translation>Geben Sie den Gesamtwert an (0–100).</translation>
    </message>
    <message>
        <source>You scored the text %1 of 100 but marked no errors. Submit it without error spans?</source>
        <translation>Sie haben dem Text %1 von 100 Punkten gegeben, aber keinen Fehler markiert. Ohne Fehler-Spans einreichen?</translation>
    </message>
    <message>
        <source>You marked no errors in this text. Submit with no errors marked?</source>
        <translation>Sie haben in diesem Text keine Fehler markiert. Ohne markierte Fehler abgeben?</translation>
    </message>
</context>
<context>
    <name>JudgementsCsvWriter</name>
    <message>
        <source>could not write: %1</source>
        <translation>konnte nicht schreiben: %1</translation>
    </message>
</context>
<context>
    <name>LayerSpanF1</name>
    <message>
        <source>There is no system &quot;%1&quot; with predictions in the project.</source>
        <translation>Das Projekt hat kein System „%1“ mit Vorhersagen.</translation>
    </message>
    <message>
        <source>A layer is gold, system:NAME or a person&apos;s name; there is no person &quot;%1&quot;.</source>
        <translation>Eine Ebene ist gold, system:NAME oder der Name einer Person; es gibt keine Person „%1“.</translation>
    </message>
</context>
<context>
    <name>LayerStatsCommands</name>
    <message>
        <source>span-f1 takes one project file, --reference LAYER and --layer LAYER (gold, system:NAME or a person&apos;s name), --unit token|char, --level 1|2, --where key=value.</source>
        <translation>span-f1 erwartet eine Projektdatei, --reference EBENE und --layer EBENE (gold, system:NAME oder den Namen einer Person), --unit token|char, --level 1|2, --where schlüssel=wert.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Ref. spans</source>
        <translation>Ref.-Spans</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Spans</translation>
    </message>
    <message>
        <source>Exact P</source>
        <translation>Exakt P</translation>
    </message>
    <message>
        <source>Exact R</source>
        <translation>Exakt R</translation>
    </message>
    <message>
        <source>Exact F1</source>
        <translation>Exakt F1</translation>
    </message>
    <message>
        <source>Overlap P</source>
        <translation>Überlappung P</translation>
    </message>
    <message>
        <source>Overlap R</source>
        <translation>Überlappung R</translation>
    </message>
    <message>
        <source>Overlap F1</source>
        <translation>Überlappung F1</translation>
    </message>
    <message>
        <source>Soft P</source>
        <translation>Weich P</translation>
    </message>
    <message>
        <source>Soft R</source>
        <translation>Weich R</translation>
    </message>
    <message>
        <source>Soft F1</source>
        <translation>Weich F1</translation>
    </message>
    <message>
        <source>Note: no item has both the %1 and the %2 layer, so nothing was compared.</source>
        <translation>Hinweis: Kein Text hat sowohl die Ebene %1 als auch %2, daher wurde nichts verglichen.</translation>
    </message>
    <message>
        <source>times takes one project file and --where key=value, -o BOXES.png|svg with --per item|word.</source>
        <translation>times erwartet eine Projektdatei und --where schlüssel=wert, -o BOXEN.png|svg mit --per item|word.</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Per</source>
        <translation>Pro</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean (s)</source>
        <translation>Mittel (s)</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>Bedingung %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message numerus="yes">
        <source>Note: %n handed-in item(s) have no time recorded and are left out.</source>
        <translation>
            <numerusform>Hinweis: %n abgegebener Text hat keine erfasste Zeit und bleibt außen vor.</numerusform>
            <numerusform>Hinweis: %n abgegebene Texte haben keine erfasste Zeit und bleiben außen vor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds per word</source>
        <translation>Sekunden pro Wort</translation>
    </message>
    <message>
        <source>Seconds per item</source>
        <translation>Sekunden pro Text</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>rationale-words takes one project file, --pairs, --top N (1 or more), --level 1|2, --where key=value and -o WORDS.png|svg.</source>
        <translation>rationale-words erwartet eine Projektdatei, --pairs, --top N (1 oder mehr), --level 1|2, --where schlüssel=wert und -o WOERTER.png|svg.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n rationale(s))</source>
        <translation>
            <numerusform>%1 (%n Begründung)</numerusform>
            <numerusform>%1 (%n Begründungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Most frequent word pairs of rationales, by type</source>
        <translation>Häufigste Wortpaare der Begründungen, nach Typ</translation>
    </message>
    <message>
        <source>Most frequent words of rationales, by type</source>
        <translation>Häufigste Wörter der Begründungen, nach Typ</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>Rationales</source>
        <translation>Begründungen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Word pair</source>
        <translation>Wortpaar</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>In rationales</source>
        <translation>In Begründungen</translation>
    </message>
</context>
<context>
    <name>LengthsCommand</name>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Rationale length by type</source>
        <translation>Länge der Begründungen je Typ</translation>
    </message>
    <message>
        <source>Span length by type</source>
        <translation>Spannenlänge je Typ</translation>
    </message>
    <message>
        <source>Length (%1)</source>
        <translation>Länge (%1)</translation>
    </message>
    <message>
        <source>lengths takes the project file, --of spans|rationales, --unit token|char and --level 1|2.</source>
        <translation>lengths erwartet die Projektdatei, --of spans|rationales, --unit token|char und --level 1|2.</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Q1</source>
        <translation>Q1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Q3</source>
        <translation>Q3</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
</context>
<context>
    <name>LogCommand</name>
    <message>
        <source>log takes the project file, and --item ID, --person NAME, -o LOG.jsonl, --fast [--threshold S] or --set-fast S --as COORDINATOR.</source>
        <translation>log erwartet die Projektdatei und --item ID, --person NAME, -o LOG.jsonl, --fast [--threshold S] oder --set-fast S --as COORDINATOR.</translation>
    </message>
    <message>
        <source>There is nobody called &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es niemanden namens „%1“.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>Spanne</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Written: %1 (action log entries: %2)</source>
        <translation>Geschrieben: %1 (Einträge des Aktionsprotokolls: %2)</translation>
    </message>
    <message>
        <source>--threshold is a number of seconds per word, 0 or more.</source>
        <translation>--threshold ist eine Zahl von Sekunden pro Wort, 0 oder mehr.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Seconds per word</source>
        <translation>Sekunden pro Wort</translation>
    </message>
    <message>
        <source>Assignments handed in faster than %1 s per word: %2.</source>
        <translation>Zuweisungen, die schneller als %1 s pro Wort abgegeben wurden: %2.</translation>
    </message>
    <message>
        <source>--set-fast is a number of seconds per word, 0 or more.</source>
        <translation>--set-fast ist eine Zahl von Sekunden pro Wort, 0 oder mehr.</translation>
    </message>
    <message>
        <source>Work handed in faster than %1 s per word is flagged in %2.</source>
        <translation>Arbeit, die schneller als %1 s pro Wort abgegeben wird, wird in %2 markiert.</translation>
    </message>
</context>
<context>
    <name>MetricCommands</name>
    <message>
        <source>metrics takes import or list: errata-cli metrics import PROJECT FILE.csv…</source>
        <translation>metrics erwartet import oder list: errata-cli metrics import PROJEKT DATEI.csv…</translation>
    </message>
    <message>
        <source>metrics import takes the project file and one or more CSV files.</source>
        <translation>metrics import erwartet die Projektdatei und eine oder mehrere CSV-Dateien.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <source>Scores read</source>
        <translation>Gelesene Werte</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Ergänzt</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>metrics list takes the project file.</source>
        <translation>metrics list erwartet die Projektdatei.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>correlate takes the project file and --metric NAME.</source>
        <translation>correlate erwartet die Projektdatei und --metric NAME.</translation>
    </message>
    <message>
        <source>--human must be rating, esa, mqm, coverage or count, not &quot;%1&quot;.</source>
        <translation>--human muss rating, esa, mqm, coverage oder count sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--rounds and --seed take whole numbers.</source>
        <translation>--rounds und --seed erwarten ganze Zahlen.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
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
        <translation>95 % unten</translation>
    </message>
    <message>
        <source>95% high</source>
        <translation>95 % oben</translation>
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
        <translation>(alle)</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>--min-raters takes a whole number from 1, --above a number.</source>
        <translation>--min-raters erwartet eine ganze Zahl ab 1, --above eine Zahl.</translation>
    </message>
    <message>
        <source>--error-types has no figure; leave out -o.</source>
        <translation>--error-types hat keine Abbildung; lassen Sie -o weg.</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>Reasonable</source>
        <translation>Gut bewertet</translation>
    </message>
    <message>
        <source>Of this type</source>
        <translation>Dieses Typs</translation>
    </message>
    <message>
        <source>Point-biserial r</source>
        <translation>Punktbiseriales r</translation>
    </message>
    <message>
        <source>--pair-windows takes a whole number of windows, 1 to 1000.</source>
        <translation>--pair-windows erwartet eine ganze Zahl von Fenstern, 1 bis 1000.</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>|Δ human| above</source>
        <translation>|Δ Mensch| über</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Ordered as people</source>
        <translation>Wie Menschen geordnet</translation>
    </message>
    <message>
        <source>Metric ties</source>
        <translation>Gleichstände der Metrik</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Mean |Δ human|</source>
        <translation>Mittel |Δ Mensch|</translation>
    </message>
    <message>
        <source>Mean Δ metric</source>
        <translation>Mittel Δ Metrik</translation>
    </message>
    <message>
        <source>Pairs a metric orders as people do, by how far apart people put them</source>
        <translation>Paare, die eine Metrik wie Menschen ordnet, nach dem Abstand der menschlichen Urteile</translation>
    </message>
    <message>
        <source>|Δ %1| (window centre)</source>
        <translation>|Δ %1| (Fenstermitte)</translation>
    </message>
    <message>
        <source>Share of pairs ordered as people</source>
        <translation>Anteil wie Menschen geordneter Paare</translation>
    </message>
</context>
<context>
    <name>MetricCorrelation</name>
    <message>
        <source>%1 has no scores of a metric called &quot;%2&quot;; it has: %3</source>
        <translation>%1 enthält keine Werte einer Metrik namens „%2“; vorhanden: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>no item has the metadata key &quot;%1&quot;; the keys are: %2</source>
        <translation>kein Eintrag hat den Metadatenschlüssel „%1“; die Schlüssel sind: %2</translation>
    </message>
</context>
<context>
    <name>MetricImport</name>
    <message>
        <source>no item &quot;%1&quot; in %2</source>
        <translation>kein Eintrag „%1“ in %2</translation>
    </message>
    <message>
        <source>item %1 and metric %2 are given already at %3</source>
        <translation>Eintrag %1 und Metrik %2 stehen bereits in %3</translation>
    </message>
    <message>
        <source>item %1 has %2 = %3 in the project; give --replace to replace it</source>
        <translation>Eintrag %1 hat im Projekt %2 = %3; mit --replace wird der Wert ersetzt</translation>
    </message>
    <message>
        <source>import metric scores</source>
        <translation>Metrikwerte importieren</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>MetricReader</name>
    <message>
        <source>the header has no column &quot;%1&quot;; it needs item, metric and score (it has: %2)</source>
        <translation>die Kopfzeile hat keine Spalte „%1“; nötig sind item, metric und score (vorhanden: %2)</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>the file is empty; it needs a header: item,metric,score</source>
        <translation>die Datei ist leer; sie braucht eine Kopfzeile: item,metric,score</translation>
    </message>
    <message>
        <source>item %1 has %2 for %3 already (line %4)</source>
        <translation>Eintrag %1 hat bereits %2 für %3 (Zeile %4)</translation>
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
    <message>
        <source>%1 is open read-only, so no split can be recorded in it.</source>
        <translation>%1 ist schreibgeschützt geöffnet, daher kann darin keine Aufteilung vermerkt werden.</translation>
    </message>
    <message>
        <source>Making the work package of %1…</source>
        <translation>Arbeitspaket von %1 wird erstellt…</translation>
    </message>
    <message>
        <source>Cancelling… the project stays as it was.</source>
        <translation>Wird abgebrochen… das Projekt bleibt unverändert.</translation>
    </message>
    <message>
        <source>Merging %1…</source>
        <translation>%1 wird zusammengeführt…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n item(s))</source>
        <translation>
            <numerusform>%1: %2 (%n Item)</numerusform>
            <numerusform>%1: %2 (%n Items)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) in %1:</source>
        <translation>
            <numerusform>%n Paket in %1:</numerusform>
            <numerusform>%n Pakete in %1:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) merged:</source>
        <translation>
            <numerusform>%n Paket zusammengeführt:</numerusform>
            <numerusform>%n Pakete zusammengeführt:</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder for the Work Packages</source>
        <translation>Ordner für die Arbeitspakete</translation>
    </message>
    <message>
        <source>Make Packages for Everyone</source>
        <translation>Pakete für alle erstellen</translation>
    </message>
    <message>
        <source>Folder of Returned Packages</source>
        <translation>Ordner der zurückgekommenen Pakete</translation>
    </message>
    <message>
        <source>Merge Packages from Folder</source>
        <translation>Pakete aus Ordner zusammenführen</translation>
    </message>
    <message>
        <source>Time spent offline: %1 s.</source>
        <translation>Offline gearbeitete Zeit: %1 s.</translation>
    </message>
    <message>
        <source>%1 is this project itself; choose another name for the package.</source>
        <translation>%1 ist dieses Projekt selbst; wählen Sie einen anderen Namen für das Arbeitspaket.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n item(s)), replacing the merged package of the last round</source>
        <translation>
            <numerusform>%1: %2 (%n Eintrag), ersetzt das zusammengeführte Paket der letzten Runde</numerusform>
            <numerusform>%1: %2 (%n Einträge), ersetzt das zusammengeführte Paket der letzten Runde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackageAudit</name>
    <message>
        <source>an action log of someone else&apos;s work: only %1&apos;s own can come home</source>
        <translation>ein Aktionsprotokoll der Arbeit einer anderen Person: nur das von %1 selbst kann zurückkommen</translation>
    </message>
    <message>
        <source>the package holds %1 of the %2 action log entries it was made with</source>
        <translation>das Paket enthält %1 der %2 Einträge des Aktionsprotokolls, mit denen es erstellt wurde</translation>
    </message>
    <message>
        <source>action log entry %1 (%2 at %3) was rewritten</source>
        <translation>Eintrag %1 des Aktionsprotokolls (%2 um %3) wurde umgeschrieben</translation>
    </message>
    <message>
        <source>action log entry %1 (%2) is dated %3, outside the time from %4 to now or before the entry ahead of it</source>
        <translation>Eintrag %1 des Aktionsprotokolls (%2) ist auf %3 datiert, außerhalb der Zeit von %4 bis jetzt oder vor dem Eintrag davor</translation>
    </message>
    <message>
        <source>the time spent went down from %1 s to %2 s</source>
        <translation>die aufgewendete Zeit ging von %1 s auf %2 s zurück</translation>
    </message>
    <message>
        <source>the package holds %1 of the %2 workflow steps it was made with</source>
        <translation>das Paket enthält %1 der %2 Arbeitsschritte, mit denen es erstellt wurde</translation>
    </message>
    <message>
        <source>a step &quot;%1&quot; in the name of %2: only %3&apos;s own steps can come home</source>
        <translation>ein Schritt „%1“ im Namen von %2: nur die eigenen Schritte von %3 können zurückkommen</translation>
    </message>
    <message>
        <source>a step &quot;%1&quot; that the workflow does not have</source>
        <translation>ein Schritt „%1“, den der Arbeitsablauf nicht kennt</translation>
    </message>
    <message>
        <source>a step &quot;%1&quot; recorded from %2 to %3, where the rules lead from %4 to %5</source>
        <translation>ein Schritt „%1“, verzeichnet von %2 nach %3, wo die Regeln von %4 nach %5 führen</translation>
    </message>
    <message>
        <source>the package has the item %1 (round %2), but the steps it records lead from %3 (round %4) to %5 (round %6)</source>
        <translation>das Paket hat den Eintrag %1 (Runde %2), aber die verzeichneten Schritte führen von %3 (Runde %4) nach %5 (Runde %6)</translation>
    </message>
    <message>
        <source>span %1 is in the package twice</source>
        <translation>Spanne %1 ist zweimal im Paket</translation>
    </message>
    <message>
        <source>spans changed while the item was %1: its annotator changes spans only while it is in progress or returned</source>
        <translation>Spannen wurden geändert, während der Eintrag %1 war: seine Annotatorin oder sein Annotator ändert Spannen nur, solange er in Bearbeitung oder zurückgegeben ist</translation>
    </message>
    <message>
        <source>the item&apos;s text could not be read at home</source>
        <translation>der Text des Eintrags konnte im Heimprojekt nicht gelesen werden</translation>
    </message>
    <message>
        <source>span %1 [%2, %3) does not lie inside the item&apos;s text of %4 characters</source>
        <translation>Spanne %1 [%2, %3) liegt nicht im Text des Eintrags mit %4 Zeichen</translation>
    </message>
    <message>
        <source>a link of span %1 lies outside its text</source>
        <translation>eine Verknüpfung der Spanne %1 liegt außerhalb ihres Textes</translation>
    </message>
    <message>
        <source>span %1 has the type &quot;%2&quot;, which the taxonomy &quot;%3&quot; does not have</source>
        <translation>Spanne %1 hat den Typ „%2“, den die Taxonomie „%3“ nicht hat</translation>
    </message>
    <message>
        <source>span %1 has the severity &quot;%2&quot;, which the taxonomy &quot;%3&quot; does not have</source>
        <translation>Spanne %1 hat den Schweregrad „%2“, den die Taxonomie „%3“ nicht hat</translation>
    </message>
    <message>
        <source>span %1 is marked &quot;%2&quot; (it was &quot;%3&quot;): only a reviewer decides on a span</source>
        <translation>Spanne %1 ist als „%2“ markiert (sie war „%3“): nur Prüfende entscheiden über eine Spanne</translation>
    </message>
    <message>
        <source>suggestion %1 was never offered to %2</source>
        <translation>Vorschlag %1 wurde %2 nie angeboten</translation>
    </message>
    <message>
        <source>suggestion %1 is %2 as span %3, which is not %4&apos;s on this item</source>
        <translation>Vorschlag %1 ist als Spanne %3 %2, die auf diesem Eintrag nicht %4 gehört</translation>
    </message>
    <message>
        <source>judgements or suggestions changed while the item was %1: its annotator changes them only while it is in progress or returned</source>
        <translation>Urteile oder Vorschläge wurden geändert, während der Eintrag %1 war: seine Annotatorin oder sein Annotator ändert sie nur, solange er in Bearbeitung oder zurückgegeben ist</translation>
    </message>
    <message>
        <source>the package holds %1 of the %2 review events it was made with</source>
        <translation>das Paket enthält %1 der %2 Prüfereignisse, mit denen es erstellt wurde</translation>
    </message>
    <message>
        <source>a review event (%1) in the name of %2: only %3&apos;s own replies can come home</source>
        <translation>ein Prüfereignis (%1) im Namen von %2: nur die eigenen Antworten von %3 können zurückkommen</translation>
    </message>
    <message>
        <source>a review decision (%1) by %2: only a reviewer decides</source>
        <translation>eine Prüfentscheidung (%1) von %2: nur Prüfende entscheiden</translation>
    </message>
    <message>
        <source>an empty reply</source>
        <translation>eine leere Antwort</translation>
    </message>
    <message>
        <source>the package holds an item that is not %1&apos;s on record</source>
        <translation>das Paket enthält einen Eintrag, der laut Aufzeichnung nicht %1 gehört</translation>
    </message>
    <message>
        <source>item %1 of the package is no longer assigned to %2 in %3</source>
        <translation>Eintrag %1 des Pakets ist in %3 nicht mehr %2 zugewiesen</translation>
    </message>
    <message>
        <source>the item was taken out of the package</source>
        <translation>der Eintrag wurde aus dem Paket entfernt</translation>
    </message>
    <message>
        <source>%1 s of work offline, %2 s of it new, in the %3 s since the package was made</source>
        <translation>%1 s Offline-Arbeit, davon %2 s neu, in den %3 s seit Erstellung des Pakets</translation>
    </message>
    <message>
        <source>%1 was tampered with: it claims what its owner could not have done in Errata, so nothing was merged. Item %2, rule &quot;%3&quot;: %4.</source>
        <translation>%1 wurde manipuliert: Es behauptet, was seine Besitzerin oder sein Besitzer in Errata nicht hätte tun können, daher wurde nichts zusammengeführt. Eintrag %2, Regel „%3“: %4.</translation>
    </message>
    <message>
        <source>submitted offline without what Submit asks for: %1</source>
        <translation>offline eingereicht ohne das, was Einreichen verlangt: %1</translation>
    </message>
</context>
<context>
    <name>PackageBatch</name>
    <message>
        <source>Nobody has work to do: every assignment is handed in, accepted or discarded.</source>
        <translation>Niemand hat Arbeit: Jede Zuweisung ist abgegeben, angenommen oder verworfen.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The package for %1 failed: %2. No package was kept.</source>
        <translation>Das Paket für %1 schlug fehl: %2. Kein Paket wurde behalten.</translation>
    </message>
    <message>
        <source>Could not record the split: %1</source>
        <translation>Die Aufteilung konnte nicht vermerkt werden: %1</translation>
    </message>
    <message>
        <source>%1 holds no .errata packages.</source>
        <translation>%1 enthält keine .errata-Pakete.</translation>
    </message>
    <message>
        <source>%1: %2 Nothing was merged.</source>
        <translation>%1: %2 Nichts wurde zusammengeführt.</translation>
    </message>
    <message>
        <source>not a work package.</source>
        <translation>kein Arbeitspaket.</translation>
    </message>
    <message>
        <source>Could not save the merge: %1</source>
        <translation>Die Zusammenführung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 is this project itself; choose another name for the package.</source>
        <translation>%1 ist dieses Projekt selbst; wählen Sie einen anderen Namen für das Paket.</translation>
    </message>
    <message>
        <source>%1 already exists and is not a work package; choose another name or folder.</source>
        <translation>%1 existiert bereits und ist kein Arbeitspaket; wählen Sie einen anderen Namen oder Ordner.</translation>
    </message>
    <message>
        <source>%1 already exists and cannot be merged (%2); choose another name or folder.</source>
        <translation>%1 existiert bereits und kann nicht zusammengeführt werden (%2); wählen Sie einen anderen Namen oder Ordner.</translation>
    </message>
    <message>
        <source>%1 holds work of %2 not merged yet; merge it first (errata-cli package merge), or choose another name or folder.</source>
        <translation>%1 enthält noch nicht zusammengeführte Arbeit von %2; führen Sie es zuerst zusammen (errata-cli package merge) oder wählen Sie einen anderen Namen oder Ordner.</translation>
    </message>
</context>
<context>
    <name>PageParts</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>PeopleCommand</name>
    <message>
        <source>people takes one of %1, then the project file.</source>
        <translation>people erwartet eines von %1, dann die Projektdatei.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>--role takes annotator, reviewer or coordinator, several joined by commas.</source>
        <translation>--role erwartet annotator, reviewer oder coordinator, mehrere durch Kommas verbunden.</translation>
    </message>
    <message>
        <source>people add takes the names of the people to add.</source>
        <translation>people add erwartet die Namen der hinzuzufügenden Personen.</translation>
    </message>
    <message>
        <source>There is already a person called &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine Person namens „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>Added %n person(s).</source>
        <translation>
            <numerusform>%n Person hinzugefügt.</numerusform>
            <numerusform>%n Personen hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>people %1 takes the project, a name and the new value.</source>
        <translation>people %1 erwartet das Projekt, einen Namen und den neuen Wert.</translation>
    </message>
    <message>
        <source>people %1 takes the project and one name.</source>
        <translation>people %1 erwartet das Projekt und einen Namen.</translation>
    </message>
    <message>
        <source>Roles are annotator, reviewer and coordinator, several joined by commas.</source>
        <translation>Rollen sind annotator, reviewer und coordinator, mehrere durch Kommas verbunden.</translation>
    </message>
    <message>
        <source>Done: %1 %2.</source>
        <translation>Erledigt: %1 %2.</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Person &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>people add takes --role, --condition and --as; %1 is none of them.</source>
        <translation>people add erwartet --role, --condition und --as; %1 ist keine davon.</translation>
    </message>
</context>
<context>
    <name>Permissions</name>
    <message>
        <source>Only a coordinator may %1, and no person of the project was named to do it.</source>
        <translation>Nur ein Koordinator darf %1, und es wurde keine Person des Projekts dafür angegeben.</translation>
    </message>
    <message>
        <source>an annotator and a reviewer</source>
        <translation>ein Annotator und ein Prüfer</translation>
    </message>
    <message>
        <source>an annotator</source>
        <translation>ein Annotator</translation>
    </message>
    <message>
        <source>a reviewer</source>
        <translation>ein Prüfer</translation>
    </message>
    <message>
        <source>a person without a role</source>
        <translation>eine Person ohne Rolle</translation>
    </message>
    <message>
        <source>Only a coordinator may %1; %2 is %3, not a coordinator.</source>
        <translation>Nur ein Koordinator darf %1; %2 ist %3, kein Koordinator.</translation>
    </message>
</context>
<context>
    <name>PredictionCommands</name>
    <message>
        <source>predictions takes import or list: errata-cli predictions import PROJECT --system NAME --format jsonl|spans-csv|mqm-tsv FILE…</source>
        <translation>predictions nimmt import oder list: errata-cli predictions import PROJEKT --system NAME --format jsonl|spans-csv|mqm-tsv DATEI…</translation>
    </message>
    <message>
        <source>predictions import takes the project file, --system NAME, --format %1 and one or more files.</source>
        <translation>predictions import nimmt die Projektdatei, --system NAME, --format %1 und eine oder mehrere Dateien.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Items predicted</source>
        <translation>Vorhergesagte Einträge</translation>
    </message>
    <message>
        <source>New layers</source>
        <translation>Neue Ebenen</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Replaced</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>Spans written</source>
        <translation>Geschriebene Spannen</translation>
    </message>
    <message>
        <source>predictions list takes the project file.</source>
        <translation>predictions list nimmt die Projektdatei.</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Spans</translation>
    </message>
    <message>
        <source>--reference majority:K takes a whole number K, 1 or more.</source>
        <translation>--reference majority:K nimmt eine ganze Zahl K, 1 oder mehr.</translation>
    </message>
    <message>
        <source>--reference is union, majority:K, gold or a person&apos;s name; there is no person &quot;%1&quot;.</source>
        <translation>--reference ist union, majority:K, gold oder der Name einer Person; es gibt keine Person „%1“.</translation>
    </message>
    <message>
        <source>score takes one project file, --system NAME and the options --reference union|majority:K|gold|PERSON, --unit token|char, --level 1|2, --where key=value, --rounds N, --seed S, --no-baseline.</source>
        <translation>score nimmt eine Projektdatei, --system NAME und die Optionen --reference union|majority:K|gold|PERSON, --unit token|char, --level 1|2, --where Schlüssel=Wert, --rounds N, --seed S, --no-baseline.</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Bewertet</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Fehlertyp</translation>
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
        <translation>P unten</translation>
    </message>
    <message>
        <source>P high</source>
        <translation>P oben</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>R low</source>
        <translation>R unten</translation>
    </message>
    <message>
        <source>R high</source>
        <translation>R oben</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>F1 low</source>
        <translation>F1 unten</translation>
    </message>
    <message>
        <source>F1 high</source>
        <translation>F1 oben</translation>
    </message>
    <message>
        <source>Human (mean)</source>
        <translation>Mensch (Mittel)</translation>
    </message>
    <message>
        <source>Note: %1 has no layer on %2 of the items people finished; those are not scored.</source>
        <translation>Hinweis: %1 hat auf %2 der von Menschen abgeschlossenen Einträge keine Ebene; diese werden nicht bewertet.</translation>
    </message>
    <message>
        <source>--unit is token or char, --level 1 or 2, --rounds and --seed whole numbers.</source>
        <translation>--unit ist token oder char, --level 1 oder 2, --rounds und --seed ganze Zahlen.</translation>
    </message>
    <message>
        <source>Note: no item has both a %1 layer and the reference (check --reference and --where), so nothing was scored.</source>
        <translation>Hinweis: Kein Eintrag hat zugleich eine Ebene von %1 und die Referenz (--reference und --where prüfen); es wurde nichts bewertet.</translation>
    </message>
    <message>
        <source>score -o takes a .png or .svg file, --system NAME and --metric precision, recall or f1.</source>
        <translation>score -o nimmt eine .png- oder .svg-Datei, --system NAME und --metric precision, recall oder f1.</translation>
    </message>
    <message>
        <source>PNG and SVG output need the graphical libraries; --format tsv gives the numbers.</source>
        <translation>PNG- und SVG-Ausgabe brauchen die grafischen Bibliotheken; --format tsv liefert die Zahlen.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>%1 of %2 (whiskers: 95% intervals)</source>
        <translation>%1 von %2 (Striche: 95-%-Intervalle)</translation>
    </message>
    <message>
        <source>Error group</source>
        <translation>Fehlergruppe</translation>
    </message>
    <message>
        <source>Error type</source>
        <translation>Fehlertyp</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
</context>
<context>
    <name>PredictionImport</name>
    <message>
        <source>a system needs a name, without spaces around it</source>
        <translation>ein System braucht einen Namen ohne Leerzeichen davor oder danach</translation>
    </message>
    <message>
        <source>import predictions</source>
        <translation>Vorhersagen importieren</translation>
    </message>
    <message>
        <source>the project has no item &quot;%1&quot;</source>
        <translation>das Projekt hat keinen Eintrag „%1“</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; is predicted in %2 too</source>
        <translation>Eintrag „%1“ wird auch in %2 vorhergesagt</translation>
    </message>
    <message>
        <source>the text of item &quot;%1&quot; differs from the project&apos;s, so its spans would land elsewhere</source>
        <translation>der Text von Eintrag „%1“ weicht von dem des Projekts ab, seine Spannen lägen also anderswo</translation>
    </message>
    <message>
        <source>span [%1, %2) of item &quot;%3&quot;</source>
        <translation>Spanne [%1, %2) von Eintrag „%3“</translation>
    </message>
    <message>
        <source>does not fit the %1 (%2 code points)</source>
        <translation>passt nicht in %1 (%2 Codepunkte)</translation>
    </message>
    <message>
        <source>the offsets give &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>die Positionen ergeben „%1“, nicht „%2“</translation>
    </message>
    <message>
        <source>confidence must be a number from 0 to 1</source>
        <translation>confidence muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>type &quot;%1&quot;</source>
        <translation>Typ „%1“</translation>
    </message>
    <message>
        <source>severity &quot;%1&quot;</source>
        <translation>Schweregrad „%1“</translation>
    </message>
    <message>
        <source>%1 (first at %2)</source>
        <translation>%1 (zuerst in %2)</translation>
    </message>
    <message>
        <source>not in the project&apos;s taxonomy &quot;%1&quot;: %2</source>
        <translation>nicht in der Taxonomie „%1“ des Projekts: %2</translation>
    </message>
    <message>
        <source>system &quot;%1&quot; already has other predictions on this item; give --replace to overwrite them</source>
        <translation>System „%1“ hat auf diesem Eintrag schon andere Vorhersagen; mit --replace werden sie überschrieben</translation>
    </message>
    <message>
        <source>the project file could not be written: %1</source>
        <translation>die Projektdatei konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>PredictionReader</name>
    <message>
        <source>begin and end must be whole numbers (Unicode code points)</source>
        <translation>begin und end müssen ganze Zahlen sein (Unicode-Codepunkte)</translation>
    </message>
    <message>
        <source>side must be &quot;generation&quot; or &quot;prompt&quot;, not &quot;%1&quot;</source>
        <translation>side muss „generation“ oder „prompt“ sein, nicht „%1“</translation>
    </message>
    <message>
        <source>every span needs a type</source>
        <translation>jede Spanne braucht einen Typ</translation>
    </message>
    <message>
        <source>confidence must be a number from 0 to 1</source>
        <translation>confidence muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>no rows of rater &quot;%1&quot;; the file has: %2</source>
        <translation>keine Zeilen von „%1“; die Datei enthält: %2</translation>
    </message>
    <message>
        <source>the file holds %1 raters (%2); a system is one of them: give --rater NAME</source>
        <translation>die Datei enthält %1 Bewertende (%2); ein System ist eine davon: --rater NAME angeben</translation>
    </message>
    <message>
        <source>a jsonl prediction file holds one system; --rater is for csv and tsv</source>
        <translation>eine jsonl-Vorhersagedatei enthält ein System; --rater gilt für csv und tsv</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (use %2)</source>
        <translation>unbekanntes Format „%1“ (möglich: %2)</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <source>each line is an object with &quot;item&quot; (its id) and &quot;spans&quot; (an array)</source>
        <translation>jede Zeile ist ein Objekt mit „item“ (seiner ID) und „spans“ (einem Array)</translation>
    </message>
    <message>
        <source>item &quot;%1&quot; is already on line %2</source>
        <translation>Eintrag „%1“ steht schon in Zeile %2</translation>
    </message>
    <message>
        <source>each span is an object</source>
        <translation>jede Spanne ist ein Objekt</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the header needs the columns item, begin, end and type</source>
        <translation>die Kopfzeile braucht die Spalten item, begin, end und type</translation>
    </message>
</context>
<context>
    <name>PreferencesActions</name>
    <message>
        <source>change the project&apos;s colours</source>
        <translation>die Farben des Projekts ändern</translation>
    </message>
    <message>
        <source>%1 Everyone who opens the project sees these colours.</source>
        <translation>%1 Alle, die das Projekt öffnen, sehen diese Farben.</translation>
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
    <name>ProjectExport</name>
    <message>
        <source>unknown export format &quot;%1&quot;; one of: %2</source>
        <translation>unbekanntes Exportformat &quot;%1&quot;; eines von: %2</translation>
    </message>
    <message>
        <source>The export was cancelled.</source>
        <translation>Der Export wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ProjectLock</name>
    <message>
        <source>an unknown process</source>
        <translation>ein unbekannter Prozess</translation>
    </message>
    <message>
        <source>process %1 (%2) on %3</source>
        <translation>Prozess %1 (%2) auf %3</translation>
    </message>
    <message>
        <source>%1 is already open in another Errata (%2). You can open it read-only, or cancel and close the other one first.</source>
        <translation>%1 ist bereits in einem anderen Errata geöffnet (%2). Sie können es schreibgeschützt öffnen oder abbrechen und zuerst das andere schließen.</translation>
    </message>
    <message>
        <source>Cannot create the lock file %1 beside %2 (the folder may be read-only). You can open the project read-only.</source>
        <translation>Die Sperrdatei %1 kann nicht neben %2 angelegt werden (der Ordner ist möglicherweise schreibgeschützt). Sie können das Projekt schreibgeschützt öffnen.</translation>
    </message>
</context>
<context>
    <name>ProjectSetup</name>
    <message>
        <source>Judgements are a list of %1, not &quot;%2&quot;.</source>
        <translation>Urteile sind eine Liste aus %1, nicht „%2“.</translation>
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
    <message>
        <source>the string holds half of a surrogate pair (\u%1) without its other half: not valid text</source>
        <translation>die Zeichenkette enthält die Hälfte eines Surrogatpaars (\u%1) ohne die andere Hälfte: kein gültiger Text</translation>
    </message>
</context>
<context>
    <name>QCoreApplication</name>
    <message>
        <source>Exit status: 0 ok, 1 user error, 2 internal error.</source>
        <translation>Exit-Status: 0 OK, 1 Benutzerfehler, 2 interner Fehler.</translation>
    </message>
</context>
<context>
    <name>Qualification</name>
    <message>
        <source>Nobody is chosen; only coordinators can %1.</source>
        <translation>Niemand ist ausgewählt; nur Koordinatoren können %1.</translation>
    </message>
    <message>
        <source>Only coordinators can %1; %2 is not a coordinator.</source>
        <translation>Nur Koordinatoren können %1; %2 ist kein Koordinator.</translation>
    </message>
    <message>
        <source>Item %1 has no layer named &quot;%2&quot; (give &quot;gold&quot;, a prediction layer&apos;s label or an annotator&apos;s name).</source>
        <translation>Eintrag %1 hat keine Ebene namens &quot;%2&quot; (geben Sie &quot;gold&quot;, die Bezeichnung einer Vorhersageebene oder den Namen eines Annotators an).</translation>
    </message>
    <message>
        <source>mark training items</source>
        <translation>Trainingseinträge markieren</translation>
    </message>
    <message>
        <source>There is no item with id %1.</source>
        <translation>Es gibt keinen Eintrag mit der ID %1.</translation>
    </message>
    <message>
        <source>Could not write the training item.</source>
        <translation>Der Trainingseintrag konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>change training items</source>
        <translation>Trainingseinträge ändern</translation>
    </message>
    <message>
        <source>There is no person with id %1.</source>
        <translation>Es gibt keine Person mit der ID %1.</translation>
    </message>
    <message>
        <source>No item is marked as a training item yet.</source>
        <translation>Noch ist kein Eintrag als Trainingseintrag markiert.</translation>
    </message>
    <message>
        <source>The training items %1 have no reference spans yet: fill their reference layer first.</source>
        <translation>Die Trainingseinträge %1 haben noch keine Referenz-Spans: Füllen Sie zuerst ihre Referenzebene.</translation>
    </message>
    <message>
        <source>%1 has not handed in the training items %2 yet; score the attempt once every training item is submitted.</source>
        <translation>%1 hat die Trainingseinträge %2 noch nicht abgegeben; bewerten Sie den Versuch, sobald jeder Trainingseintrag eingereicht ist.</translation>
    </message>
    <message>
        <source>record qualification results</source>
        <translation>Qualifikationsergebnisse festhalten</translation>
    </message>
    <message>
        <source>Erroneous text detection</source>
        <translation>Erkennung fehlerhafter Texte</translation>
    </message>
    <message>
        <source>Erroneous span detection</source>
        <translation>Erkennung fehlerhafter Spans</translation>
    </message>
    <message>
        <source>Error type classification</source>
        <translation>Klassifikation der Fehlertypen</translation>
    </message>
</context>
<context>
    <name>QualificationGate</name>
    <message>
        <source>failed the qualification: %1 of %2, pass mark %3</source>
        <translation>Qualifikation nicht bestanden: %1 von %2, Bestehensgrenze %3</translation>
    </message>
    <message>
        <source>no qualification result yet</source>
        <translation>noch kein Qualifikationsergebnis</translation>
    </message>
</context>
<context>
    <name>QualityControl</name>
    <message>
        <source>%1 on “%2” (%3–%4)</source>
        <translation>%1 bei „%2“ (%3–%4)</translation>
    </message>
    <message>
        <source>nothing marked there</source>
        <translation>dort nichts markiert</translation>
    </message>
    <message>
        <source>a rating of %1 or more (human-written text)</source>
        <translation>eine Bewertung von %1 oder höher (von Menschen geschriebener Text)</translation>
    </message>
    <message>
        <source>rated %1</source>
        <translation>mit %1 bewertet</translation>
    </message>
    <message>
        <source>a rating of %1 or less (deliberately broken text)</source>
        <translation>eine Bewertung von %1 oder niedriger (absichtlich fehlerhafter Text)</translation>
    </message>
    <message>
        <source>Only coordinators can mark attention checks; %1 is not a coordinator.</source>
        <translation>Nur Koordinatoren können Aufmerksamkeitstests markieren; %1 ist kein Koordinator.</translation>
    </message>
    <message>
        <source>nobody chosen</source>
        <translation>niemand ausgewählt</translation>
    </message>
    <message>
        <source>There is no item with id %1.</source>
        <translation>Es gibt keinen Eintrag mit der ID %1.</translation>
    </message>
    <message>
        <source>A known-good item has no planted errors, so it takes no reference layer.</source>
        <translation>Ein bekannt guter Eintrag hat keine eingebauten Fehler und daher keine Referenzebene.</translation>
    </message>
    <message>
        <source>Item %1 has no layer named &quot;%2&quot;.</source>
        <translation>Eintrag %1 hat keine Ebene namens &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Could not write the attention check.</source>
        <translation>Der Aufmerksamkeitstest konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Only coordinators can change attention checks.</source>
        <translation>Nur Koordinatoren können Aufmerksamkeitstests ändern.</translation>
    </message>
</context>
<context>
    <name>QualityText</name>
    <message>
        <source>Exercise</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>Multiple Choice</translation>
    </message>
    <message>
        <source>Full task</source>
        <translation>Vollständige Aufgabe</translation>
    </message>
    <message>
        <source>Known good (human-written)</source>
        <translation>Bekannt gut (von Menschen geschrieben)</translation>
    </message>
    <message>
        <source>Known bad (deliberately broken)</source>
        <translation>Bekannt schlecht (absichtlich fehlerhaft)</translation>
    </message>
    <message>
        <source>Scarecrow (100 points, pass at 90)</source>
        <translation>Scarecrow (100 Punkte, bestanden ab 90)</translation>
    </message>
    <message>
        <source>Span match (F1)</source>
        <translation>Span-Abgleich (F1)</translation>
    </message>
    <message>
        <source>TGEA (every task at the pass mark)</source>
        <translation>TGEA (jede Aufgabe mindestens an der Bestehensgrenze)</translation>
    </message>
</context>
<context>
    <name>RatingsCommand</name>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>Rated</source>
        <translation>Bewertet</translation>
    </message>
    <message>
        <source>Deducted</source>
        <translation>Abgezogen</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Mean points</source>
        <translation>Mittlere Punkte</translation>
    </message>
    <message>
        <source>ratings takes the project file.</source>
        <translation>ratings erwartet die Projektdatei.</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Ratings by %1</source>
        <translation>Bewertungen nach %1</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>No handed-in annotation of %1 has a rating (init --judgements rating asks for one).</source>
        <translation>Keine abgegebene Annotation von %1 hat eine Bewertung (init --judgements rating fragt danach).</translation>
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
    <name>Repository</name>
    <message>
        <source>The database returned no row.</source>
        <translation>Die Datenbank hat keine Zeile zurückgegeben.</translation>
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
    <message>
        <source>No such assignment or person.</source>
        <translation>Keine solche Zuweisung oder Person.</translation>
    </message>
    <message>
        <source>Only a reviewer may comment on an item or resolve a thread.</source>
        <translation>Nur ein Prüfer darf einen Eintrag kommentieren oder eine Diskussion abschließen.</translation>
    </message>
    <message>
        <source>Reviewers do not review their own annotations.</source>
        <translation>Prüfer prüfen nicht ihre eigenen Annotationen.</translation>
    </message>
</context>
<context>
    <name>ReviewerAgreementReport</name>
    <message>
        <source>%1 % (κ %2, %3 pairs)</source>
        <translation>%1 % (κ %2, %3 Paare)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>Reviewer agreement: span decisions %1; items %2.</source>
        <translation>Übereinstimmung der Prüfenden: Span-Entscheidungen %1; Einträge %2.</translation>
    </message>
</context>
<context>
    <name>RowReader</name>
    <message>
        <source>The project is not open.</source>
        <translation>Das Projekt ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Could not read the project: %1</source>
        <translation>Das Projekt konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ScaleGenerator</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>A project needs at least one item and one annotator, and no negative span count.</source>
        <translation>Ein Projekt benötigt mindestens einen Eintrag und einen Annotator und keine negative Span-Anzahl.</translation>
    </message>
    <message>
        <source>Synthetic corpus (seed %1)</source>
        <translation>Synthetisches Korpus (Seed %1)</translation>
    </message>
    <message>
        <source>The project file could not be written.</source>
        <translation>Die Projektdatei konnte nicht geschrieben werden.</translation>
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
    <name>ScatterFigure</name>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>%1 against people (%2 items): r = %3, ρ = %4, τ-b = %5</source>
        <translation>%1 im Vergleich mit Menschen (%2 Einträge): r = %3, ρ = %4, τ-b = %5</translation>
    </message>
    <message>
        <source>%1, mean per item</source>
        <translation>%1, Mittelwert je Eintrag</translation>
    </message>
</context>
<context>
    <name>ServerAdmin</name>
    <message>
        <source>Could not copy %1 to %2: %3</source>
        <translation>%1 konnte nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <source>push copies a project file to a server: the second argument must be a postgresql:// address, not %1.</source>
        <translation>push kopiert eine Projektdatei auf einen Server: das zweite Argument muss eine postgresql://-Adresse sein, nicht %1.</translation>
    </message>
    <message>
        <source>pull copies a server&apos;s project to a file: the first argument must be a postgresql:// address, not %1.</source>
        <translation>pull kopiert das Projekt eines Servers in eine Datei: das erste Argument muss eine postgresql://-Adresse sein, nicht %1.</translation>
    </message>
    <message>
        <source>Could not set up the permissions on %1: %2</source>
        <translation>Die Berechtigungen auf %1 konnten nicht eingerichtet werden: %2</translation>
    </message>
    <message>
        <source>%1 has no person called %2; add them first with errata-cli people add.</source>
        <translation>%1 hat keine Person namens %2; fügen Sie sie zuerst mit errata-cli people add hinzu.</translation>
    </message>
    <message>
        <source>Could not let %1 sign in as %2: %3</source>
        <translation>%1 konnte nicht als %2 angemeldet werden: %3</translation>
    </message>
    <message>
        <source>%1 is signed in as a person of the project, who may not see all of it; push and pull with the database owner&apos;s login.</source>
        <translation>%1 ist als eine Person des Projekts angemeldet, die nicht alles davon sehen darf; übertragen Sie mit der Anmeldung des Datenbankbesitzers.</translation>
    </message>
    <message>
        <source>person %1</source>
        <translation>Person %1</translation>
    </message>
</context>
<context>
    <name>ServerCommand</name>
    <message>
        <source>server init takes the server&apos;s address, e.g. errata-cli server init postgresql://host/study --title T --coordinator NAME</source>
        <translation>server init nimmt die Adresse des Servers, z. B. errata-cli server init postgresql://host/studie --title T --coordinator NAME</translation>
    </message>
    <message>
        <source>server push takes a project file and a server: errata-cli server push study.errata postgresql://host/study</source>
        <translation>server push nimmt eine Projektdatei und einen Server: errata-cli server push studie.errata postgresql://host/studie</translation>
    </message>
    <message>
        <source>server pull takes a server and a new project file: errata-cli server pull postgresql://host/study study.errata</source>
        <translation>server pull nimmt einen Server und eine neue Projektdatei: errata-cli server pull postgresql://host/studie studie.errata</translation>
    </message>
    <message>
        <source>Pushed</source>
        <translation>Übertragen</translation>
    </message>
    <message>
        <source>Pulled</source>
        <translation>Geholt</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Items</translation>
    </message>
    <message>
        <source>server login takes the server, a person and their PostgreSQL role: errata-cli server login postgresql://host/study &quot;Ann Lee&quot; --login ann</source>
        <translation>server login nimmt den Server, eine Person und ihre PostgreSQL-Rolle: errata-cli server login postgresql://host/studie &quot;Ann Lee&quot; --login ann</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Signs in as</source>
        <translation>Meldet sich an als</translation>
    </message>
    <message>
        <source>server takes init, push, pull, login or secure: errata-cli server init postgresql://HOST/DB --title T --coordinator NAME</source>
        <translation>server erwartet init, push, pull, login oder secure: errata-cli server init postgresql://HOST/DB --title T --coordinator NAME</translation>
    </message>
    <message>
        <source>server secure takes the server, as its owner: errata-cli server secure postgresql://owner@host/study</source>
        <translation>server secure erwartet den Server, als dessen Eigentümer: errata-cli server secure postgresql://eigentuemer@host/studie</translation>
    </message>
    <message>
        <source>Permissions set up on</source>
        <translation>Berechtigungen eingerichtet auf</translation>
    </message>
    <message>
        <source>Until now the login of</source>
        <translation>Bisher die Anmeldung von</translation>
    </message>
    <message>
        <source>Note: %1 was %2&apos;s login until now; %2 no longer signs in with it.</source>
        <translation>Hinweis: %1 war bisher die Anmeldung von %2; %2 meldet sich damit nicht mehr an.</translation>
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
    <name>SignificanceCommand</name>
    <message>
        <source>--test must be ar, bootstrap, wilcoxon or mannwhitney, not &quot;%1&quot;.</source>
        <translation>--test muss ar, bootstrap, wilcoxon oder mannwhitney sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--trials must be a positive whole number, not &quot;%1&quot;.</source>
        <translation>--trials muss eine positive ganze Zahl sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--alpha must be a number between 0 and 1, not &quot;%1&quot;.</source>
        <translation>--alpha muss eine Zahl zwischen 0 und 1 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>significance takes --systems KEY, not --by.</source>
        <translation>significance nimmt --systems SCHLÜSSEL, nicht --by.</translation>
    </message>
    <message>
        <source>anova takes --by KEY: the groups to compare.</source>
        <translation>anova nimmt --by SCHLÜSSEL: die zu vergleichenden Gruppen.</translation>
    </message>
    <message>
        <source>anova takes one key in --by.</source>
        <translation>anova nimmt einen Schlüssel in --by.</translation>
    </message>
    <message>
        <source>Groups by</source>
        <translation>Gruppiert nach</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>df between</source>
        <translation>FG zwischen</translation>
    </message>
    <message>
        <source>df within</source>
        <translation>FG innerhalb</translation>
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
        <translation>Test</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>paired approximate randomisation</source>
        <translation>gepaarte approximative Randomisierung</translation>
    </message>
    <message>
        <source>paired bootstrap</source>
        <translation>gepaarter Bootstrap</translation>
    </message>
    <message>
        <source>Wilcoxon signed-rank (paired)</source>
        <translation>Wilcoxon-Vorzeichen-Rang-Test (gepaart)</translation>
    </message>
    <message>
        <source>Mann–Whitney U (unpaired)</source>
        <translation>Mann-Whitney-U-Test (ungepaart)</translation>
    </message>
    <message>
        <source>Test: %1, %2 trials, seed %3</source>
        <translation>Test: %1, %2 Durchläufe, Startwert %3</translation>
    </message>
    <message>
        <source>Test: %1</source>
        <translation>Test: %1</translation>
    </message>
    <message>
        <source>α = %1; %2</source>
        <translation>α = %1; %2</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <source>z-scores per rater</source>
        <translation>z-Werte je Bewerter</translation>
    </message>
    <message>
        <source>items paired by “%1”</source>
        <translation>Einträge gepaart nach „%1“</translation>
    </message>
    <message>
        <source>a system starts a new cluster when it is significantly worse than every member of the one above.</source>
        <translation>ein System beginnt eine neue Gruppe, wenn es signifikant schlechter ist als jedes Mitglied der Gruppe darüber.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>System A</source>
        <translation>System A</translation>
    </message>
    <message>
        <source>System B</source>
        <translation>System B</translation>
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
        <translation>Mittelwert A</translation>
    </message>
    <message>
        <source>Mean B</source>
        <translation>Mittelwert B</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Teststatistik</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Cohen&apos;s d</source>
        <translation>Cohens d</translation>
    </message>
    <message>
        <source>Significant</source>
        <translation>Signifikant</translation>
    </message>
    <message>
        <source>Rater</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>SD</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Kendall τ-b</source>
        <translation>Kendalls τ-b</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearmans ρ</translation>
    </message>
</context>
<context>
    <name>SpanClassificationTask</name>
    <message>
        <source>%1: the folder could not be made</source>
        <translation>%1: der Ordner konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <name>StudyPlanner</name>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Person &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is not an active annotator.</source>
        <translation>%1 ist kein aktiver Annotator.</translation>
    </message>
    <message>
        <source>Each item needs %1 annotators, but there are only %2.</source>
        <translation>Jedes Item braucht %1 Annotatoren, es gibt aber nur %2.</translation>
    </message>
    <message>
        <source>Each item needs at least one annotator.</source>
        <translation>Jedes Item braucht mindestens einen Annotator.</translation>
    </message>
    <message>
        <source>Left out: %1 (%2).</source>
        <translation>Ausgelassen: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>StudySettingsCommand</name>
    <message>
        <source>study takes the project file (and --require-qualification on|off, --max-errors N|none).</source>
        <translation>study nimmt die Projektdatei (und --require-qualification on|off, --max-errors N|none).</translation>
    </message>
    <message>
        <source>--require-qualification must be on or off, not &quot;%1&quot;.</source>
        <translation>--require-qualification muss on oder off sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
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
    <message>
        <source>This text has %1 errors, the project&apos;s limit: a text with more is discarded.</source>
        <translation>Dieser Text hat %1 Fehler, die Höchstzahl des Projekts: ein Text mit mehr wird verworfen.</translation>
    </message>
    <message>
        <source>This text has %1 errors, more than the project&apos;s limit of %2: discard it, with the reason “more than %2 errors”.</source>
        <translation>Dieser Text hat %1 Fehler, mehr als die Höchstzahl des Projekts von %2: verwerfen Sie ihn mit dem Grund „mehr als %2 Fehler“.</translation>
    </message>
</context>
<context>
    <name>SuggestionCommands</name>
    <message>
        <source>suggestions takes seed or report: errata-cli suggestions seed PROJECT --system NAME [--annotators A,B,…] [--where key=value]</source>
        <translation>suggestions erwartet seed oder report: errata-cli suggestions seed PROJEKT --system NAME [--annotators A,B,…] [--where Schlüssel=Wert]</translation>
    </message>
    <message>
        <source>suggestions seed takes the project file and --system NAME.</source>
        <translation>suggestions seed erwartet die Projektdatei und --system NAME.</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 ist unverändert.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Assignments seeded</source>
        <translation>Zuweisungen mit Vorschlägen</translation>
    </message>
    <message>
        <source>Suggestions written</source>
        <translation>Geschriebene Vorschläge</translation>
    </message>
    <message>
        <source>Already offered</source>
        <translation>Bereits angeboten</translation>
    </message>
    <message>
        <source>Already started (left alone)</source>
        <translation>Bereits begonnen (unverändert)</translation>
    </message>
    <message>
        <source>Items the system did not predict</source>
        <translation>Einträge ohne Vorhersage des Systems</translation>
    </message>
    <message>
        <source>suggestions report takes the project file.</source>
        <translation>suggestions report erwartet die Projektdatei.</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Angeboten</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Übernommen</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>Bearbeitet</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Ergänzt</translation>
    </message>
    <message>
        <source>Kept %</source>
        <translation>Übernommen %</translation>
    </message>
    <message>
        <source>Edited %</source>
        <translation>Bearbeitet %</translation>
    </message>
    <message>
        <source>Rejected %</source>
        <translation>Abgelehnt %</translation>
    </message>
    <message>
        <source>Added %</source>
        <translation>Ergänzt %</translation>
    </message>
    <message>
        <source>Fields edited</source>
        <translation>Bearbeitete Felder</translation>
    </message>
    <message>
        <source>Seconds per item with</source>
        <translation>Sekunden je Eintrag mit</translation>
    </message>
    <message>
        <source>Seconds per item without</source>
        <translation>Sekunden je Eintrag ohne</translation>
    </message>
</context>
<context>
    <name>SuggestionSeed</name>
    <message>
        <source>no annotator called &quot;%1&quot; is in %2</source>
        <translation>in %2 gibt es keine annotierende Person namens „%1“</translation>
    </message>
    <message>
        <source>offer suggestions</source>
        <translation>Vorschläge anbieten</translation>
    </message>
    <message>
        <source>%1 holds no predictions of a system called &quot;%2&quot;</source>
        <translation>%1 enthält keine Vorhersagen eines Systems namens „%2“</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SyntaxColouring</name>
    <message>
        <source>Built without KSyntaxHighlighting: Markdown, code and JSON are shown uncoloured.</source>
        <translation>Ohne KSyntaxHighlighting erstellt: Markdown, Code und JSON werden ohne Farben angezeigt.</translation>
    </message>
    <message>
        <source>Markdown, code and JSON coloured by KSyntaxHighlighting %1.</source>
        <translation>Markdown, Code und JSON werden von KSyntaxHighlighting %1 eingefärbt.</translation>
    </message>
</context>
<context>
    <name>SystemScores</name>
    <message>
        <source>%1 has no predictions; bring them in with predictions import.</source>
        <translation>%1 enthält keine Vorhersagen; sie kommen mit predictions import herein.</translation>
    </message>
    <message>
        <source>There is no system &quot;%1&quot;; the project has: %2.</source>
        <translation>Es gibt kein System „%1“; das Projekt hat: %2.</translation>
    </message>
    <message>
        <source>Human (mean)</source>
        <translation>Mensch (Mittel)</translation>
    </message>
    <message>
        <source>Micro average</source>
        <translation>Mikro-Mittel</translation>
    </message>
    <message>
        <source>Macro average</source>
        <translation>Makro-Mittel</translation>
    </message>
</context>
<context>
    <name>SystemSignificance</name>
    <message>
        <source>no item has the metadata key &quot;%1&quot;; the keys are: %2</source>
        <translation>kein Eintrag hat den Metadatenschlüssel „%1“; die Schlüssel sind: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a type of this measure</source>
        <translation>„%1“ ist kein Typ dieses Maßes</translation>
    </message>
    <message>
        <source>the rater table compares annotators&apos; layers, not the gold layer</source>
        <translation>die Bewertertabelle vergleicht die Ebenen der Annotatoren, nicht die Goldebene</translation>
    </message>
</context>
<context>
    <name>TaskExport</name>
    <message>
        <source>TGEA: is the text erroneous (balanced)</source>
        <translation>TGEA: ist der Text fehlerhaft (ausgewogen)</translation>
    </message>
    <message>
        <source>TGEA: erroneous and associated spans as BIO tags</source>
        <translation>TGEA: fehlerhafte und zugehörige Spannen als BIO-Tags</translation>
    </message>
    <message>
        <source>TGEA: the level-1 type of each erroneous span</source>
        <translation>TGEA: der Typ der Ebene 1 jeder fehlerhaften Spanne</translation>
    </message>
    <message>
        <source>TGEA: text to corrected text</source>
        <translation>TGEA: Text zu korrigiertem Text</translation>
    </message>
    <message>
        <source>TGEA: text and span to rationale</source>
        <translation>TGEA: Text und Spanne zur Begründung</translation>
    </message>
    <message>
        <source>Scarecrow: error spans and “no error” spans to classify</source>
        <translation>Scarecrow: Fehlerspannen und „kein Fehler“-Spannen zum Klassifizieren</translation>
    </message>
    <message>
        <source>--task is one of: %1</source>
        <translation>--task ist eines von: %1</translation>
    </message>
</context>
<context>
    <name>TaskExportCommand</name>
    <message>
        <source>--task is one of: %1</source>
        <translation>--task ist eines von: %1</translation>
    </message>
    <message>
        <source>export --task takes the project file and -o FOLDER.</source>
        <translation>export --task erwartet die Projektdatei und -o ORDNER.</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>Split (train:dev:test)</source>
        <translation>Aufteilung (train:dev:test)</translation>
    </message>
    <message>
        <source>Rows in %1.jsonl</source>
        <translation>Zeilen in %1.jsonl</translation>
    </message>
    <message>
        <source>Left out (see docs/formats.md)</source>
        <translation>Ausgelassen (siehe docs/formats.md)</translation>
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
    <message>
        <source>%1: not valid text: a \u escape names half of a surrogate pair (\uD800–\uDFFF) without its other half</source>
        <translation>%1: kein gültiger Text: ein \u-Escape nennt die Hälfte eines Surrogatpaars (\uD800–\uDFFF) ohne die andere Hälfte</translation>
    </message>
</context>
<context>
    <name>TgeaDatasetReport</name>
    <message>
        <source>Texts (annotations handed in)</source>
        <translation>Texte (abgegebene Annotationen)</translation>
    </message>
    <message>
        <source>with no error</source>
        <translation>ohne Fehler</translation>
    </message>
    <message>
        <source>with 1 error</source>
        <translation>mit 1 Fehler</translation>
    </message>
    <message>
        <source>with 2 errors</source>
        <translation>mit 2 Fehlern</translation>
    </message>
    <message>
        <source>with 3 errors</source>
        <translation>mit 3 Fehlern</translation>
    </message>
    <message>
        <source>with 4 or more errors</source>
        <translation>mit 4 oder mehr Fehlern</translation>
    </message>
    <message>
        <source>Distinct texts</source>
        <translation>Verschiedene Texte</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Wortschatz</translation>
    </message>
    <message>
        <source>Mean tokens a text</source>
        <translation>Mittlere Tokens je Text</translation>
    </message>
    <message>
        <source>Mean tokens an erroneous span</source>
        <translation>Mittlere Tokens je fehlerhafter Spanne</translation>
    </message>
    <message>
        <source>Mean tokens an associated span</source>
        <translation>Mittlere Tokens je zugehöriger Spanne</translation>
    </message>
    <message>
        <source>Mean tokens between them</source>
        <translation>Mittlere Tokens dazwischen</translation>
    </message>
    <message>
        <source>Mean tokens a rationale</source>
        <translation>Mittlere Tokens je Begründung</translation>
    </message>
    <message>
        <source>Pairs of annotations on one text</source>
        <translation>Paare von Annotationen eines Textes</translation>
    </message>
    <message>
        <source>Erroneous flag: agreement</source>
        <translation>Fehlerkennzeichen: Übereinstimmung</translation>
    </message>
    <message>
        <source>Erroneous flag: κ</source>
        <translation>Fehlerkennzeichen: κ</translation>
    </message>
    <message>
        <source>Erroneous spans: agreement</source>
        <translation>Fehlerhafte Spannen: Übereinstimmung</translation>
    </message>
    <message>
        <source>Matched erroneous spans</source>
        <translation>Übereinstimmende fehlerhafte Spannen</translation>
    </message>
    <message>
        <source>Associated spans: agreement</source>
        <translation>Zugehörige Spannen: Übereinstimmung</translation>
    </message>
    <message>
        <source>Level-1 types: agreement</source>
        <translation>Typen der Ebene 1: Übereinstimmung</translation>
    </message>
    <message>
        <source>Level-1 types: κ</source>
        <translation>Typen der Ebene 1: κ</translation>
    </message>
</context>
<context>
    <name>TgeaJsonWriter</name>
    <message>
        <source>tgea-json holds TGEA&apos;s error types only; this project uses the taxonomy &quot;%1&quot; (export errata-jsonl or spans-csv instead)</source>
        <translation>tgea-json enthält nur die Fehlertypen von TGEA; dieses Projekt verwendet die Taxonomie „%1“ (stattdessen errata-jsonl oder spans-csv exportieren)</translation>
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
    <name>TgeaTasks</name>
    <message>
        <source>%1: the folder could not be made</source>
        <translation>%1: der Ordner konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <name>WebCommands</name>
    <message>
        <source>serve takes one project file.</source>
        <translation>serve erwartet eine Projektdatei.</translation>
    </message>
    <message>
        <source>serve works on a project file for now; a team server&apos;s project is not served yet (docs/web.md).</source>
        <translation>serve arbeitet vorerst mit einer Projektdatei; das Projekt eines Teamservers wird noch nicht bereitgestellt (docs/web.md).</translation>
    </message>
    <message>
        <source>Serving %1 at %2://%3:%4/ (stop with Ctrl+C; every saved edit is already in the file).</source>
        <translation>%1 wird unter %2://%3:%4/ bereitgestellt (Beenden mit Strg+C; jede gespeicherte Änderung ist schon in der Datei).</translation>
    </message>
    <message>
        <source>links takes one project file.</source>
        <translation>links erwartet eine Projektdatei.</translation>
    </message>
    <message>
        <source>links takes --make or --revoke, not both.</source>
        <translation>links erwartet --make oder --revoke, nicht beides.</translation>
    </message>
    <message>
        <source>manage sign-in links</source>
        <translation>Anmeldelinks verwalten</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>There is no person &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Person &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 is not an annotator: the page is the annotator&apos;s part of Errata.</source>
        <translation>%1 ist keine annotierende Person: Die Seite ist der Teil von Errata für Annotierende.</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in link(s) of %1 revoked.</source>
        <translation>
            <numerusform>%n Anmeldelink von %1 widerrufen.</numerusform>
            <numerusform>%n Anmeldelinks von %1 widerrufen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This errata-cli was built without the web page: it needs Qt HttpServer with Qt 6.4&apos;s request API (docs/web.md).</source>
        <translation>Dieses errata-cli wurde ohne die Webseite gebaut: Sie braucht Qt HttpServer mit der Anfrage-API von Qt 6.4 (docs/web.md).</translation>
    </message>
</context>
<context>
    <name>WebLinkRepository</name>
    <message>
        <source>make sign-in links</source>
        <translation>Anmeldelinks erstellen</translation>
    </message>
    <message>
        <source>revoke sign-in links</source>
        <translation>Anmeldelinks widerrufen</translation>
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
    <message>
        <source>%1 uses the taxonomy &quot;%2&quot;, but %3 uses &quot;%4&quot;</source>
        <translation>%1 verwendet die Taxonomie &quot;%2&quot;, aber %3 verwendet &quot;%4&quot;</translation>
    </message>
    <message>
        <source>The merge was cancelled; %1 is unchanged.</source>
        <translation>Das Zusammenführen wurde abgebrochen; %1 ist unverändert.</translation>
    </message>
    <message>
        <source>The split was cancelled; %1 is unchanged.</source>
        <translation>Die Aufteilung wurde abgebrochen; %1 ist unverändert.</translation>
    </message>
    <message>
        <source>merge work packages</source>
        <translation>Arbeitspakete zusammenführen</translation>
    </message>
    <message>
        <source>make work packages</source>
        <translation>Arbeitspakete erstellen</translation>
    </message>
    <message>
        <source>nobody called &quot;%1&quot; is in %2; did you mean &quot;%3&quot;?</source>
        <translation>in %2 gibt es niemanden namens „%1“; meinten Sie „%3“?</translation>
    </message>
    <message>
        <source>%1 is a package of %2 (made %3) that %4 has no record of; the newest was made %5.</source>
        <translation>%1 ist ein Paket von %2 (erstellt %3), von dem %4 keinen Eintrag hat; das neueste wurde %5 erstellt.</translation>
    </message>
    <message>
        <source>a suggestion %1 offline, %2 here; kept %2</source>
        <translation>ein Vorschlag offline %1, hier %2; %2 behalten</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 offline, %2 here; kept %2, and the changes made offline were not merged</source>
        <translation>offline %1, hier %2; %2 behalten, und die offline gemachten Änderungen wurden nicht zusammengeführt</translation>
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
