// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/document/annotationdocument.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <memory>

namespace Errata {

class Project;

// What the web page asks of the project, as one annotator (docs/web.md): a thin adapter over what the
// window uses — Visibility for what the person may see, AnnotationDocument and its undo commands for
// every edit (each written to the file before it returns), SubmissionCheck through the document for
// submitting. Items are named by their place in the person's own queue (1, 2, …), never by the
// project's ids, and only the person's own items can be named at all.
class AnnotatorApi
{
    Q_DECLARE_TR_FUNCTIONS(AnnotatorApi)
public:
    struct Result
    {
        int status = 200; // an HTTP status: 200, 400, 403, 404, 409, 422, 500
        QJsonObject body;
    };

    AnnotatorApi(Project &project, qint64 personId);

    // The person's name, the taxonomy's selectable types and severities: what the page needs once.
    Result session();
    // The person's items: place, label, state.
    Result queue();
    // One item: its prompt and generation, the person's own spans, and whether they may edit now.
    Result item(int place);
    // Each edit: the body's JSON as the page sends it; the item as it is afterwards.
    Result addSpan(int place, const QJsonObject &request);
    Result changeSpan(int place, qint64 spanId, const QJsonObject &request);
    Result removeSpan(int place, qint64 spanId);
    Result submit(int place);

private:
    // The item at that place of the person's queue, loaded; nullptr with *refusal set otherwise.
    // The item at that place of the person's queue; Quiet for an edit, whose page already opened it.
    std::unique_ptr<AnnotationDocument> open(int place, Result *refusal, AnnotationDocument::Opening opening);
    QJsonObject itemJson(const AnnotationDocument &document, int place) const;
    Result edited(const AnnotationDocument &document, int place, bool done) const;
    Result refused(int status, const QString &message) const;
    // A span's type and severity keys checked against the taxonomy, and its rationale's length; empty if fine.
    QString typeProblem(const QString &typeKey, const QString &severityKey, const QString &rationale) const;

    Project &m_project;
    qint64 m_personId;
    QString m_label; // the opened item's, as the person's queue names it
};

} // namespace Errata
