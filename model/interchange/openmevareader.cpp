// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/interchange/openmevareader.h"

#include "model/interchange/mqmtsvreader.h"
#include "model/domain/jsonlocator.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

bool readStory(const QString &id, const QJsonObject &story, const QString &dataset, Corpus &corpus, QString *problem)
{
    const QString prompt = story.value(u"prompt"_s).toString();
    const QJsonObject generations = story.value(u"gen"_s).toObject();
    if (!story.value(u"prompt"_s).isString() || !story.value(u"gold_response"_s).isString() || generations.isEmpty()) {
        *problem = OpenMevaReader::tr("story %1 needs \"prompt\", \"gold_response\" and \"gen\"").arg(id);
        return false;
    }
    CorpusItem human;
    human.item = Item{0,
                      u"openmeva:%1:%2:human"_s.arg(dataset, id),
                      prompt,
                      story.value(u"gold_response"_s).toString(),
                      TextFormat::Plain,
                      {},
                      {{u"model"_s, u"human"_s}, {u"group"_s, id}, {u"dataset"_s, dataset}}};
    corpus.items << human;
    for (auto it = generations.begin(); it != generations.end(); ++it) {
        const QJsonObject generation = it.value().toObject();
        const QJsonArray scores = generation.value(u"score"_s).toArray();
        CorpusItem entry;
        entry.item = Item{0,
                          u"openmeva:%1:%2:%3"_s.arg(dataset, id, it.key()),
                          prompt,
                          generation.value(u"text"_s).toString(),
                          TextFormat::Plain,
                          {},
                          {{u"model"_s, it.key()}, {u"group"_s, id}, {u"dataset"_s, dataset}}};
        for (qsizetype r = 0; r < scores.size(); ++r) {
            const int score = scores.at(r).toInt(0);
            if (!scores.at(r).isDouble() || score < 1 || score > 5) {
                *problem = OpenMevaReader::tr("story %1, model %2: rating %3 is not an integer from 1 to 5")
                               .arg(id, it.key())
                               .arg(r + 1);
                return false;
            }
            entry.annotations << CorpusAnnotation{
                u"rater %1 · %2"_s.arg(r + 1).arg(dataset), {}, {{u"rating"_s, score}}};
        }
        corpus.items << entry;
    }
    return true;
}

} // namespace

std::optional<Corpus> OpenMevaReader::read(const QByteArray &bytes, const QString &fileName, ImportError *error)
{
    if (!decodeUtf8(bytes, fileName, error)) {
        return std::nullopt;
    }
    const auto document =
        readJsonDocument(bytes, fileName, JsonTop::Object, tr("one JSON object keyed by story id"), error);
    if (!document) {
        return std::nullopt;
    }
    const QString dataset = QFileInfo(fileName).completeBaseName();
    const JsonLocator locator(bytes);
    Corpus corpus;
    const QJsonObject stories = document->object();
    // Story ids are numbers as strings; import in numeric order so item order is stable.
    QStringList ids = stories.keys();
    std::sort(ids.begin(), ids.end(), [](const QString &a, const QString &b) { return a.toInt() < b.toInt(); });
    for (const QString &id : std::as_const(ids)) {
        QString problem;
        if (!readStory(id, stories.value(id).toObject(), dataset, corpus, &problem)) {
            *error = {fileName, locator.lineOf(id), id, problem};
            return std::nullopt;
        }
    }
    return corpus;
}

} // namespace Errata
