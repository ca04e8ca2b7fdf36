// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// errata-cli import: reads every file first, then writes all of them in one transaction, so a bad
// row anywhere leaves the project exactly as it was (and a project this command created is removed).
#include "clicommands.h"

#include "model/project/corpuswriter.h"
#include "model/project/dataformats.h"
#include "model/interchange/itemfilereader.h"
#include "model/interchange/taxonomyextender.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/personrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// The first corpus that names its taxonomy decides; the formats without one are Scarecrow-like.
QString builtinTaxonomyFor(const QList<Corpus> &corpora)
{
    for (const Corpus &corpus : corpora) {
        if (!corpus.taxonomyId.isEmpty()) {
            return corpus.taxonomyId;
        }
    }
    return u"scarecrow"_s;
}

} // namespace

int CliCommands::import(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--format"_s, u"--as"_s, u"--people"_s}, &options)) {
        return UserError;
    }
    const bool dryRun = args.removeAll(u"--dry-run"_s) > 0;
    const QString format = options.value(u"--format"_s);
    const QString people = options.value(u"--people"_s, u"campaign"_s);
    if (people != "campaign"_L1 && people != "per-file"_L1) {
        return userError(tr("--people takes campaign (one rater id is one person in every file) or per-file."));
    }
    if (format == "errata-jsonl"_L1) {
        return importArchives(args, dryRun, options.value(u"--as"_s));
    }
    const QStringList formats = DataFormats::importKeys(true);
    if (!formats.contains(format)) {
        return userError(tr("import needs --format, one of: %1").arg(formats.join(u", "_s)));
    }
    if (args.size() < 2) {
        return userError(tr("import takes the project file and at least one input file."));
    }
    const QString projectPath = args.takeFirst();
    QList<Corpus> corpora;
    QStringList types, severities;
    for (const QString &path : std::as_const(args)) {
        ImportError error;
        ImportOptions readOptions;
        readOptions.people = people == "per-file"_L1 ? MqmTsvReader::People::PerFile : MqmTsvReader::People::Campaign;
        std::optional<Corpus> corpus = DataFormats::read(format, path, &error, readOptions);
        if (!corpus) {
            return userError(error.message() + u'\n' + tr("Nothing was imported; %1 is unchanged.").arg(projectPath));
        }
        for (const QString &warning : std::as_const(corpus->warnings)) {
            m_err << "errata-cli: warning: " << visibleText(warning, true) << '\n';
        }
        for (const QString &type : std::as_const(corpus->typeKeys)) {
            if (!types.contains(type)) types << type;
        }
        for (const QString &severity : std::as_const(corpus->severityKeys)) {
            if (!severities.contains(severity)) severities << severity;
        }
        corpora << std::move(*corpus);
    }
    return writeImport(projectPath, format, corpora, types, severities, dryRun, options.value(u"--as"_s));
}

// items add PROJECT --format jsonl|csv|txt FILE…: texts for a study, stored like an import's items
// (all or nothing, found again by id), into a project that exists.
int CliCommands::items(const QStringList &arguments)
{
    QStringList args = arguments;
    QHash<QString, QString> options;
    if (!takeOptions(args, {u"--format"_s, u"--as"_s}, &options)) return UserError;
    const bool dryRun = args.removeAll(u"--dry-run"_s) > 0;
    const QString format = options.value(u"--format"_s);
    if (args.size() < 3 || args.first() != "add"_L1 || !ItemFileReader::formats().contains(format)) {
        return userError(tr("items add takes the project file, --format jsonl|csv|txt and at least one file."));
    }
    const QString projectPath = args[1];
    if (!Project::existsAt(projectPath) || QFileInfo(projectPath).isDir()) {
        return userError(tr("%1 does not exist; create it first with errata-cli init.").arg(projectPath));
    }
    QList<Corpus> corpora;
    for (const QString &path : args.mid(2)) {
        ImportError error;
        std::optional<QByteArray> bytes = readImportFile(path, &error);
        std::optional<Corpus> corpus = bytes ? ItemFileReader::read(format, *bytes, path, &error) : std::nullopt;
        if (!corpus) {
            return userError(error.message() + u'\n' + tr("Nothing was added; %1 is unchanged.").arg(projectPath));
        }
        corpora << std::move(*corpus);
    }
    return writeImport(projectPath, u"items"_s, corpora, {}, {}, dryRun, options.value(u"--as"_s));
}

// Who an import adds items and people as: --as NAME, else the project's only coordinator; a project
// nobody coordinates (a new one, or a corpus imported for study) may be added to by anyone (0). On a team
// server: the person signed in.
std::optional<qint64> CliCommands::importingActor(Project &project, const QString &name)
{
    if (const qint64 signedIn = project.signedInPerson(); signedIn != 0) return signedInActor(project, signedIn, name);
    const QList<Person> people = project.people().all();
    const bool unmanaged = std::none_of(people.cbegin(), people.cend(),
                                        [](const Person &person) { return person.roles.testFlag(Role::Coordinator); });
    return name.isEmpty() && unmanaged ? std::optional<qint64>(0) : actingCoordinator(project, name);
}

int CliCommands::writeImport(const QString &projectPath, const QString &format, const QList<Corpus> &corpora,
                             const QStringList &types, const QStringList &severities, bool dryRun, const QString &actAs)
{
    ImportSummary total;
    const auto add = [&total](const ImportSummary &part) {
        total.items += part.items;
        total.newItems += part.newItems;
        total.newPeople += part.newPeople;
        total.newAnnotations += part.newAnnotations;
        total.newSpans += part.newSpans;
        total.spans += part.spans;
        total.skippedRows += part.skippedRows;
    };
    QString error;
    const bool created = !Project::existsAt(projectPath);
    std::unique_ptr<Project> project;
    if (!dryRun && created) {
        const auto base = TaxonomyLoader::builtin(builtinTaxonomyFor(corpora));
        const auto taxonomy = TaxonomyExtender::extend(*base.taxonomy, types, severities, &error);
        project = taxonomy ? Project::create(projectPath, *taxonomy, QFileInfo(projectPath).completeBaseName(), &error)
                           : nullptr;
        // A format that carries item judgements asks for them in the new project.
        if (project && format == "openmeva-json"_L1) {
            project->settings().setValue(SettingKey::Judgements, u"rating"_s);
        }
        if (project && format == "tgea-json"_L1) {
            project->settings().setValue(SettingKey::Judgements, u"erroneous"_s);
        }
    } else if (!dryRun) {
        project = Project::open(projectPath, &error);
    }
    if (!dryRun && !project) {
        return userError(error);
    }
    // A dry run reads the project it would write to, to tell new items from those already there.
    std::unique_ptr<Project> readOnly = dryRun && !created ? Project::openReadOnly(projectPath, &error) : nullptr;
    if (dryRun && !created && !readOnly) return userError(error);
    bool ok = true;
    {
        std::optional<Transaction> transaction;
        if (project) {
            transaction.emplace(&project->database());
        }
        for (const Corpus &corpus : corpora) {
            ImportSummary part = CorpusWriter::summarise(corpus, readOnly.get());
            const auto actor = dryRun ? std::optional<qint64>(0) : importingActor(*project, actAs);
            ok = actor && (dryRun || CorpusWriter::write(*project, *actor, corpus, &part, &error));
            if (!ok) {
                break;
            }
            add(part);
        }
        if (ok && transaction && !transaction->commit()) { // a full disk often shows only here
            ok = false;
            error = projectPath + u": "_s + reasonText(project->database().lastError());
        }
    }
    if (!ok) {
        project.reset();
        if (created) {
            Project::removeFiles(projectPath);
        }
        // Without an error here, importingActor() has already said why.
        return userError((error.isEmpty() ? QString() : error + u'\n')
                         + tr("Nothing was imported; %1 is unchanged.").arg(projectPath));
    }
    if (format == "items"_L1) return printItemsAdded(projectPath, total, dryRun);
    CliRecord record;
    record.add(u"project"_s, tr("Project"), projectPath);
    record.add(u"dry_run"_s, tr("Dry run"), dryRun);
    record.add(u"items"_s, tr("Items read"), total.items);
    record.add(u"spans"_s, tr("Spans read"), total.spans);
    record.add(u"skipped_rows"_s, tr("Rows skipped (attention checks)"), total.skippedRows);
    record.add(u"new_items"_s, tr("New items"), total.newItems);
    record.add(u"new_people"_s, tr("New people"), total.newPeople);
    record.add(u"new_annotations"_s, tr("New annotations"), total.newAnnotations);
    record.add(u"new_spans"_s, tr("New spans"), total.newSpans);
    record.print(m_out, m_format);
    return Ok;
}

// items add speaks of texts, what the coordinator added (issue 48), not of an import's spans and rows;
// machine formats keep the keys scripts read.
int CliCommands::printItemsAdded(const QString &projectPath, const ImportSummary &total, bool dryRun)
{
    const int already = total.items - total.newItems;
    if (m_format == OutputFormat::Text) {
        const QString name = QFileInfo(projectPath).fileName();
        if (dryRun) {
            m_out << (already > 0
                          ? tr("Would add %n text(s) to %1 (%2 already in the project).", nullptr, total.newItems)
                                .arg(name)
                                .arg(already)
                          : tr("Would add %n text(s) to %1.", nullptr, total.newItems).arg(name))
                  << '\n'
                  << tr("Nothing was written: run it again without --dry-run to add them.") << '\n';
        } else {
            m_out << (already > 0 ? tr("Added %n text(s) to %1 (%2 already in the project).", nullptr, total.newItems)
                                        .arg(name)
                                        .arg(already)
                                  : tr("Added %n text(s) to %1.", nullptr, total.newItems).arg(name))
                  << '\n';
        }
        return Ok;
    }
    CliRecord record;
    record.add(u"project"_s, tr("Project"), projectPath);
    record.add(u"dry_run"_s, tr("Dry run"), dryRun);
    record.add(u"items"_s, tr("Texts read"), total.items);
    record.add(u"new_items"_s, tr("New texts"), total.newItems);
    record.add(u"already_in_project"_s, tr("Already in the project"), already);
    record.print(m_out, m_format);
    return Ok;
}

} // namespace Errata
