// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every column of the project schema and what errata-jsonl does with it. archivecoverage_test reads a
// new project's tables and columns and fails on any column this list does not name (a column added to
// the schema must be archived, or said here not to be, and why), and on any it names that is gone.
#include "model/interchange/erratajsonl.h"

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

using C = ErrataJsonl::Carried;

// Which ids and references make a row's place: carried as names, positions and layer references.
const QList<ErrataJsonl::Coverage> &ids()
{
    static const QList<ErrataJsonl::Coverage> list{
        {u"person.id"_s, C::Reference, u"people are named"_s},
        {u"item.id"_s, C::Reference, u"items are found by their external id"_s},
        {u"item.position"_s, C::Reference, u"the order of the item records"_s},
        {u"layer.id"_s, C::Reference, u"a layer is its item's gold, a prediction's label or an annotation"_s},
        {u"layer.item_id"_s, C::Reference, u"the item record holding the layer"_s},
        {u"layer.person_id"_s, C::Reference, u"annotations[].annotator"_s},
        {u"assignment.id"_s, C::Reference, u"an annotation is its item and annotator"_s},
        {u"assignment.item_id"_s, C::Reference, u"the item record"_s},
        {u"assignment.annotator_id"_s, C::Reference, u"annotations[].annotator"_s},
        {u"assignment.reviewer_id"_s, C::Reference, u"annotations[].reviewer"_s},
        {u"span.layer_id"_s, C::Reference, u"the layer or annotation holding the span"_s},
        {u"span_link.id"_s, C::Reference, u"links are their span's"_s},
        {u"span_link.span_id"_s, C::Reference, u"spans[].links"_s},
        {u"span_link.position"_s, C::Reference, u"the order of spans[].links"_s},
        {u"judgement.assignment_id"_s, C::Reference, u"annotations[].judgements"_s},
        {u"review_event.id"_s, C::Reference, u"the order of annotations[].reviews"_s},
        {u"review_event.assignment_id"_s, C::Reference, u"annotations[].reviews"_s},
        {u"review_event.author_id"_s, C::Reference, u"reviews[].author"_s},
        {u"history.id"_s, C::Reference, u"the order of annotations[].history"_s},
        {u"history.assignment_id"_s, C::Reference, u"annotations[].history"_s},
        {u"history.actor_id"_s, C::Reference, u"history[].actor"_s},
        {u"merge_conflict.id"_s, C::Reference, u"the order of conflicts"_s},
        {u"merge_conflict.item_id"_s, C::Reference, u"the item record"_s},
        {u"merge_conflict.annotator_id"_s, C::Reference, u"conflicts[].annotator"_s},
        {u"layer_snapshot.assignment_id"_s, C::Reference, u"annotations[].snapshots"_s},
        {u"training_item.item_id"_s, C::Reference, u"the item record"_s},
        {u"training_item.reference_layer_id"_s, C::Reference, u"training.reference"_s},
        {u"training_item.marked_by"_s, C::Reference, u"training.marked_by"_s},
        {u"attention_check.item_id"_s, C::Reference, u"the item record"_s},
        {u"attention_check.reference_layer_id"_s, C::Reference, u"attention_check.reference"_s},
        {u"attention_check.marked_by"_s, C::Reference, u"attention_check.marked_by"_s},
        {u"qualification_result.id"_s, C::Reference, u"the order of qualifications"_s},
        {u"qualification_result.person_id"_s, C::Reference, u"qualifications[].person"_s},
        {u"qualification_result.scored_by"_s, C::Reference, u"qualifications[].scored_by"_s},
        {u"qualification_breakdown.result_id"_s, C::Reference, u"qualifications[].breakdown"_s},
        {u"qualification_breakdown.position"_s, C::Reference, u"the order of breakdown.types, then parts"_s},
        {u"metric_score.item_id"_s, C::Reference, u"the item record"_s},
        {u"suggestion.layer_id"_s, C::Reference, u"annotations[].suggestions"_s},
        {u"action_log.id"_s, C::Reference, u"the order of annotations[].actions"_s},
        {u"action_log.assignment_id"_s, C::Reference, u"annotations[].actions"_s},
    };
    return list;
}

const QList<ErrataJsonl::Coverage> &values()
{
    static const QList<ErrataJsonl::Coverage> list{
        // The header: settings (title, created_at and taxonomy_json as members of their own), the
        // taxonomy (its tables are made from it again), people and qualification results.
        {u"project_setting.setting_key"_s, C::Value, u"settings, title, created_at, taxonomy"_s},
        {u"project_setting.setting_value"_s, C::Value, u"settings, title, created_at, taxonomy"_s},
        {u"taxonomy_node.node_key"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.parent_key"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.level"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.position"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.selectable"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.color"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.shortcut"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.requires_rationale"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.requires_correction"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.requires_link"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_node.link_kind"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_text.node_key"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_text.language"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_text.field"_s, C::Value, u"taxonomy"_s},
        {u"taxonomy_text.body"_s, C::Value, u"taxonomy"_s},
        {u"severity.severity_key"_s, C::Value, u"taxonomy"_s},
        {u"severity.position"_s, C::Value, u"taxonomy"_s},
        {u"severity.weight"_s, C::Value, u"taxonomy"_s},
        {u"severity.shortcut"_s, C::Value, u"taxonomy"_s},
        {u"severity.name_en"_s, C::Value, u"taxonomy"_s},
        {u"person.name"_s, C::Value, u"people[].name"_s},
        {u"person.is_annotator"_s, C::Value, u"people[].roles"_s},
        {u"person.is_reviewer"_s, C::Value, u"people[].roles"_s},
        {u"person.is_coordinator"_s, C::Value, u"people[].roles"_s},
        {u"person.active"_s, C::Value, u"people[].active"_s},
        {u"person.condition"_s, C::Value, u"people[].condition"_s},
        {u"qualification_result.scheme"_s, C::Value, u"qualifications[].scheme"_s},
        {u"qualification_result.match_mode"_s, C::Value, u"qualifications[].match"_s},
        {u"qualification_result.score"_s, C::Value, u"qualifications[].score"_s},
        {u"qualification_result.max_score"_s, C::Value, u"qualifications[].max_score"_s},
        {u"qualification_result.pass_mark"_s, C::Value, u"qualifications[].pass_mark"_s},
        {u"qualification_result.passed"_s, C::Value, u"qualifications[].passed"_s},
        {u"qualification_result.created_at"_s, C::Value, u"qualifications[].at"_s},
        {u"qualification_breakdown.kind"_s, C::Value, u"breakdown.types or breakdown.parts"_s},
        {u"qualification_breakdown.breakdown_key"_s, C::Value, u"types[].type, parts[].part"_s},
        {u"qualification_breakdown.reference_spans"_s, C::Value, u"types[].reference_spans"_s},
        {u"qualification_breakdown.attempt_spans"_s, C::Value, u"types[].attempt_spans"_s},
        {u"qualification_breakdown.matched_reference"_s, C::Value, u"types[].matched_reference"_s},
        {u"qualification_breakdown.matched_attempt"_s, C::Value, u"types[].matched_attempt"_s},
        {u"qualification_breakdown.points"_s, C::Value, u"parts[].points"_s},
        {u"qualification_breakdown.max_points"_s, C::Value, u"parts[].max_points"_s},
    };
    return list;
}

// An item record's members.
const QList<ErrataJsonl::Coverage> &itemValues()
{
    static const QList<ErrataJsonl::Coverage> list{
        {u"item.external_id"_s, C::Value, u"id"_s},
        {u"item.prompt"_s, C::Value, u"prompt"_s},
        {u"item.generation"_s, C::Value, u"text"_s},
        {u"item.text_format"_s, C::Value, u"format"_s},
        {u"item.code_language"_s, C::Value, u"code_language"_s},
        {u"item_metadata.item_id"_s, C::Reference, u"metadata"_s},
        {u"item_metadata.meta_key"_s, C::Value, u"metadata"_s},
        {u"item_metadata.meta_value"_s, C::Value, u"metadata"_s},
        {u"layer.kind"_s, C::Value, u"layers[].kind, or an annotation"_s},
        {u"layer.label"_s, C::Value, u"layers[].label"_s},
        {u"assignment.state"_s, C::Value, u"annotations[].state"_s},
        {u"assignment.iteration"_s, C::Value, u"annotations[].iteration"_s},
        {u"assignment.time_spent_seconds"_s, C::Value, u"annotations[].time_spent_seconds"_s},
        {u"assignment.discard_reason"_s, C::Value, u"annotations[].discard_reason"_s},
        {u"span.id"_s, C::Value, u"spans[].id (kept where the project has it free)"_s},
        {u"span.side"_s, C::Value, u"spans[].side"_s},
        {u"span.begin_offset"_s, C::Value, u"spans[].begin, in code points"_s},
        {u"span.end_offset"_s, C::Value, u"spans[].end, in code points"_s},
        {u"span.type_key"_s, C::Value, u"spans[].type"_s},
        {u"span.severity_key"_s, C::Value, u"spans[].severity"_s},
        {u"span.correction"_s, C::Value, u"spans[].correction"_s},
        {u"span.rationale"_s, C::Value, u"spans[].rationale"_s},
        {u"span.review_state"_s, C::Value, u"spans[].review_state"_s},
        {u"span.created_at"_s, C::Value, u"spans[].created"_s},
        {u"span.modified_at"_s, C::Value, u"spans[].modified"_s},
        {u"span.confidence"_s, C::Value, u"spans[].confidence"_s},
        {u"span_link.link_kind"_s, C::Value, u"links[].kind"_s},
        {u"span_link.side"_s, C::Value, u"links[].side"_s},
        {u"span_link.begin_offset"_s, C::Value, u"links[].begin"_s},
        {u"span_link.end_offset"_s, C::Value, u"links[].end"_s},
        {u"judgement.judgement_key"_s, C::Value, u"judgements"_s},
        {u"judgement.int_value"_s, C::Value, u"judgements"_s},
        {u"judgement.text_value"_s, C::Value, u"judgements"_s},
        {u"review_event.span_id"_s, C::Value, u"reviews[].span"_s},
        {u"review_event.kind"_s, C::Value, u"reviews[].kind"_s},
        {u"review_event.body"_s, C::Value, u"reviews[].body"_s},
        {u"review_event.created_at"_s, C::Value, u"reviews[].at"_s},
        {u"history.action"_s, C::Value, u"history[].action"_s},
        {u"history.from_state"_s, C::Value, u"history[].from"_s},
        {u"history.to_state"_s, C::Value, u"history[].to"_s},
        {u"history.iteration"_s, C::Value, u"history[].iteration"_s},
        {u"history.reason"_s, C::Value, u"history[].reason"_s},
        {u"history.created_at"_s, C::Value, u"history[].at"_s},
        {u"suggestion.id"_s, C::Value, u"suggestions[].id (kept where free)"_s},
        {u"suggestion.system"_s, C::Value, u"suggestions[].system"_s},
        {u"suggestion.side"_s, C::Value, u"suggestions[].side"_s},
        {u"suggestion.begin_offset"_s, C::Value, u"suggestions[].begin"_s},
        {u"suggestion.end_offset"_s, C::Value, u"suggestions[].end"_s},
        {u"suggestion.type_key"_s, C::Value, u"suggestions[].type"_s},
        {u"suggestion.severity_key"_s, C::Value, u"suggestions[].severity"_s},
        {u"suggestion.rationale"_s, C::Value, u"suggestions[].rationale"_s},
        {u"suggestion.confidence"_s, C::Value, u"suggestions[].confidence"_s},
        {u"suggestion.decision"_s, C::Value, u"suggestions[].decision"_s},
        {u"suggestion.span_id"_s, C::Value, u"suggestions[].span"_s},
        {u"suggestion.decided_at"_s, C::Value, u"suggestions[].decided"_s},
        {u"layer_snapshot.iteration"_s, C::Value, u"snapshots[].iteration"_s},
        {u"layer_snapshot.spans_json"_s, C::Value, u"snapshots[].spans_json"_s},
        {u"layer_snapshot.created_at"_s, C::Value, u"snapshots[].created"_s},
        {u"action_log.kind"_s, C::Value, u"actions[].kind"_s},
        {u"action_log.span_id"_s, C::Value, u"actions[].span"_s},
        {u"action_log.detail"_s, C::Value, u"actions[].detail"_s},
        {u"action_log.created_at"_s, C::Value, u"actions[].at"_s},
        {u"training_item.part"_s, C::Value, u"training.part"_s},
        {u"training_item.marked_at"_s, C::Value, u"training.at"_s},
        {u"training_item.practice"_s, C::Value, u"training.practice"_s},
        {u"training_item.explanation"_s, C::Value, u"training.explanation"_s},
        {u"attention_check.kind"_s, C::Value, u"attention_check.kind"_s},
        {u"attention_check.marked_at"_s, C::Value, u"attention_check.at"_s},
        {u"metric_score.metric"_s, C::Value, u"metrics"_s},
        {u"metric_score.score"_s, C::Value, u"metrics"_s},
        {u"merge_conflict.home_span_id"_s, C::Value, u"conflicts[].home_span"_s},
        {u"merge_conflict.package_span_id"_s, C::Value, u"conflicts[].package_span"_s},
        {u"merge_conflict.field"_s, C::Value, u"conflicts[].field"_s},
        {u"merge_conflict.note"_s, C::Value, u"conflicts[].note"_s},
        {u"merge_conflict.created_at"_s, C::Value, u"conflicts[].at"_s},
        {u"merge_conflict.resolved_at"_s, C::Value, u"conflicts[].resolved"_s},
    };
    return list;
}

// Deliberately not archived, and why.
const QList<ErrataJsonl::Coverage> &leftOut()
{
    static const QList<ErrataJsonl::Coverage> list{
        // When the row was written into this file, not when anything happened in the study: nothing
        // reads them, and a restore writes its own time, as a copied file gets a new file time.
        {u"person.created_at"_s, C::NotArchived, u"the time the person was added to this file; read by nothing"_s},
        {u"item.created_at"_s, C::NotArchived, u"the time the item was added to this file; read by nothing"_s},
        // Sign-in links are secrets of this file (docs/web.md): a restored or copied project gets new links.
        {u"web_link.id"_s, C::NotArchived, u"sign-in links are not carried: a copy makes its own"_s},
        {u"web_link.person_id"_s, C::NotArchived, u"sign-in links are not carried: a copy makes its own"_s},
        {u"web_link.token_hash"_s, C::NotArchived, u"sign-in links are not carried: a copy makes its own"_s},
        {u"web_link.created_by"_s, C::NotArchived, u"sign-in links are not carried: a copy makes its own"_s},
        {u"web_link.created_at"_s, C::NotArchived, u"sign-in links are not carried: a copy makes its own"_s},
        {u"web_link.revoked_at"_s, C::NotArchived, u"sign-in links are not carried: a copy makes its own"_s},
    };
    return list;
}

} // namespace

QList<ErrataJsonl::Coverage> ErrataJsonl::coverage()
{
    return ids() + values() + itemValues() + leftOut();
}

} // namespace Errata
