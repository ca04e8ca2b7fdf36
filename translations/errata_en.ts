<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CliCommands</name>
    <message numerus="yes">
        <source>Would add %n text(s) to %1 (%2 already in the project).</source>
        <translation>
            <numerusform>Would add %n text to %1 (%2 already in the project).</numerusform>
            <numerusform>Would add %n texts to %1 (%2 already in the project).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Would add %n text(s) to %1.</source>
        <translation>
            <numerusform>Would add %n text to %1.</numerusform>
            <numerusform>Would add %n texts to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s) to %1 (%2 already in the project).</source>
        <translation>
            <numerusform>Added %n text to %1 (%2 already in the project).</numerusform>
            <numerusform>Added %n texts to %1 (%2 already in the project).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n text(s) to %1.</source>
        <translation>
            <numerusform>Added %n text to %1.</numerusform>
            <numerusform>Added %n texts to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing to show yet: none of the %n text(s) has an annotation handed in. Measures count work that is submitted, in review or accepted.</source>
        <translation>
            <numerusform>Nothing to show yet: the project&apos;s %n text has no annotation handed in. Measures count work that is submitted, in review or accepted.</numerusform>
            <numerusform>Nothing to show yet: none of the %n texts has an annotation handed in. Measures count work that is submitted, in review or accepted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::AuthorshipPage</name>
    <message numerus="yes">
        <source>%n answer(s) on texts whose “%1” says who wrote them (“%2”: a person). Intervals: Wilson&apos;s 95%; p: exact binomial test against guessing.</source>
        <translation>
            <numerusform>%n answer on texts whose “%1” says who wrote them (“%2”: a person). Intervals: Wilson&apos;s 95%; p: exact binomial test against guessing.</numerusform>
            <numerusform>%n answers on texts whose “%1” says who wrote them (“%2”: a person). Intervals: Wilson&apos;s 95%; p: exact binomial test against guessing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) on texts without “%1” were left out.</source>
        <translation>
            <numerusform>%n answer on texts without “%1” were left out.</numerusform>
            <numerusform>%n answers on texts without “%1” were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::CorrectAnswersView</name>
    <message numerus="yes">
        <source>%n evaluator(s) by their number of correct answers</source>
        <translation>
            <numerusform>%n evaluator by their number of correct answers</numerusform>
            <numerusform>%n evaluators by their number of correct answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::DrillDownList</name>
    <message numerus="yes">
        <source>%1 — %n span(s)</source>
        <translation>
            <numerusform>%1 — %n span</numerusform>
            <numerusform>%1 — %n spans</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::PersonRepository</name>
    <message numerus="yes">
        <source>%1 has %n assignment(s) as an annotator; deactivate them instead of taking the role away.</source>
        <translation>
            <numerusform>%1 has %n assignment as an annotator; deactivate them instead of taking the role away.</numerusform>
            <numerusform>%1 has %n assignments as an annotator; deactivate them instead of taking the role away.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n item(s) claimed for review; unclaim them first.</source>
        <translation>
            <numerusform>%1 has %n item claimed for review; unclaim it first.</numerusform>
            <numerusform>%1 has %n items claimed for review; unclaim them first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 both have work on %n item(s), so they are not one person: %3.</source>
        <translation>
            <numerusform>%1 and %2 both have work on %n item, so they are not one person: %3.</numerusform>
            <numerusform>%1 and %2 both have work on %n items, so they are not one person: %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::PracticePanel</name>
    <message numerus="yes">
        <source>You found %1 of the %n error(s) in the answer.</source>
        <translation>
            <numerusform>You found %1 of the %n error in the answer.</numerusform>
            <numerusform>You found %1 of the %n errors in the answer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::ProgressMatrixModel</name>
    <message numerus="yes">
        <source>%1, idle %n day(s)</source>
        <translation>
            <numerusform>%1, idle %n day</numerusform>
            <numerusform>%1, idle %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n idle</source>
        <translation>
            <numerusform>%n idle</numerusform>
            <numerusform>%n idle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::SpanRecordPanel</name>
    <message numerus="yes">
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n span</numerusform>
            <numerusform>%n spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::SpanTextView</name>
    <message numerus="yes">
        <source>%n spans here: %1</source>
        <translation>
            <numerusform>%n span here: %1</numerusform>
            <numerusform>%n spans here: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::StudyPanel</name>
    <message numerus="yes">
        <source>Added %n text(s).</source>
        <translation>
            <numerusform>Added %n text.</numerusform>
            <numerusform>Added %n texts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new assignment(s); nothing is written until you make the assignments.</source>
        <translation>
            <numerusform>%n new assignment; nothing is written until you make the assignments.</numerusform>
            <numerusform>%n new assignments; nothing is written until you make the assignments.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assigned: %n new assignment(s).</source>
        <translation>
            <numerusform>Assigned: %n new assignment.</numerusform>
            <numerusform>Assigned: %n new assignments.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::SuggestionQueue</name>
    <message numerus="yes">
        <source>%n suggestion(s) are still undecided. They will not count as your spans; accept or reject each to say what you think of it. Submit anyway?</source>
        <translation>
            <numerusform>%n suggestion is still undecided. It will not count as your span; accept or reject it to say what you think of it. Submit anyway?</numerusform>
            <numerusform>%n suggestions are still undecided. They will not count as your spans; accept or reject each to say what you think of it. Submit anyway?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::TaxonomyFileDialog</name>
    <message numerus="yes">
        <source>Valid: “%1”, %n error type(s) to choose from.</source>
        <translation>
            <numerusform>Valid: “%1”, %n error type to choose from.</numerusform>
            <numerusform>Valid: “%1”, %n error types to choose from.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); the taxonomy cannot be used until they are fixed.</source>
        <translation>
            <numerusform>%n problem; the taxonomy cannot be used until it is fixed.</numerusform>
            <numerusform>%n problems; the taxonomy cannot be used until they are fixed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Errata::TrainingPanel</name>
    <message numerus="yes">
        <source>Scored %n annotator(s).</source>
        <translation>
            <numerusform>Scored %n annotator.</numerusform>
            <numerusform>Scored %n annotators.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scored %n annotator(s); not yet handed in all training items: %1.</source>
        <translation>
            <numerusform>Scored %n annotator; not yet handed in all training items: %1.</numerusform>
            <numerusform>Scored %n annotators; not yet handed in all training items: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message numerus="yes">
        <source>%1 written: %n record(s).</source>
        <translation>
            <numerusform>%1 written: %n record.</numerusform>
            <numerusform>%1 written: %n records.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportActions</name>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>Importing %n file…</numerusform>
            <numerusform>Importing %n files…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JudgementCheck</name>
    <message numerus="yes">
        <source>You said the text has no errors, but it has %n marked span(s): %1.</source>
        <translation>
            <numerusform>You said the text has no errors, but it has %n marked span: %1.</numerusform>
            <numerusform>You said the text has no errors, but it has %n marked spans: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayerStatsCommands</name>
    <message numerus="yes">
        <source>Note: %n handed-in item(s) have no time recorded and are left out.</source>
        <translation>
            <numerusform>Note: %n handed-in item has no time recorded and is left out.</numerusform>
            <numerusform>Note: %n handed-in items have no time recorded and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n rationale(s))</source>
        <translation>
            <numerusform>%1 (%n rationale)</numerusform>
            <numerusform>%1 (%n rationales)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackageActions</name>
    <message numerus="yes">
        <source>%1 holds %n item(s) of %2. Send it to them; when it comes back, use File ▸ Merge Work Package. Only the newest package of a person can be merged.</source>
        <translation>
            <numerusform>%1 holds %n item of %2. Send it to them; when it comes back, use File ▸ Merge Work Package. Only the newest package of a person can be merged.</numerusform>
            <numerusform>%1 holds %n items of %2. Send it to them; when it comes back, use File ▸ Merge Work Package. Only the newest package of a person can be merged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s): the same thing was changed offline and here. Both versions are kept; `errata-cli package conflicts` lists them.</source>
        <translation>
            <numerusform>%n conflict: the same thing was changed offline and here. Both versions are kept; `errata-cli package conflicts` lists them.</numerusform>
            <numerusform>%n conflicts: the same thing was changed offline and here. Both versions are kept; `errata-cli package conflicts` lists them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n item(s)), replacing the merged package of the last round</source>
        <translation>
            <numerusform>%1: %2 (%n item), replacing the merged package of the last round</numerusform>
            <numerusform>%1: %2 (%n items), replacing the merged package of the last round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n item(s))</source>
        <translation>
            <numerusform>%1: %2 (%n item)</numerusform>
            <numerusform>%1: %2 (%n items)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) in %1:</source>
        <translation>
            <numerusform>%n package in %1:</numerusform>
            <numerusform>%n packages in %1:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) merged:</source>
        <translation>
            <numerusform>%n package merged:</numerusform>
            <numerusform>%n packages merged:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PeopleCommand</name>
    <message numerus="yes">
        <source>Added %n person(s).</source>
        <translation>
            <numerusform>Added %n person.</numerusform>
            <numerusform>Added %n people.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewSession</name>
    <message numerus="yes">
        <source>%n span(s) still need a decision.</source>
        <translation>
            <numerusform>%n span still needs a decision.</numerusform>
            <numerusform>%n spans still need a decision.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) need a change: return the item instead.</source>
        <translation>
            <numerusform>%n span needs a change: return the item instead.</numerusform>
            <numerusform>%n spans need a change: return the item instead.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScarecrowCsvReader</name>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n value</numerusform>
            <numerusform>%n values</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TgeaReader</name>
    <message numerus="yes">
        <source>&quot;erroneous&quot; is false, but the record lists %n error(s)</source>
        <translation>
            <numerusform>&quot;erroneous&quot; is false, but the record lists %n error</numerusform>
            <numerusform>&quot;erroneous&quot; is false, but the record lists %n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ThreshReader</name>
    <message numerus="yes">
        <source>; %n of them reach into the differing part and were clamped to it</source>
        <translation>
            <numerusform>; %n of them reaches into the differing part and was clamped to it</numerusform>
            <numerusform>; %n of them reach into the differing part and were clamped to it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebCommands</name>
    <message numerus="yes">
        <source>%n sign-in link(s) of %1 revoked.</source>
        <translation>
            <numerusform>%n sign-in link of %1 revoked.</numerusform>
            <numerusform>%n sign-in links of %1 revoked.</numerusform>
        </translation>
    </message>
</context>
</TS>
