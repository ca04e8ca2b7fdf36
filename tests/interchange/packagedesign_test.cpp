// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A work package carries the study's design (issue 42): the instructions, practice items with their
// answers and explanations, the owner's condition and training state, the judgements and options the
// project asks, and opens on the instructions as the home project would. It carries nobody else's
// work in a blind project, no hidden metadata, no attention checks (they would give themselves away),
// no metric scores, merge conflicts or the home's own records.
#include "model/document/practicefeedback.h"
#include "model/project/projectinstructions.h"
#include "model/project/workpackage.h"
#include "model/storage/metricrepository.h"

#include "tests/everyfeature.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Errata;

class PackageDesignTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void packageCarriesTheDesign();
    void packageOpensOnTheInstructionsAsHomeDoes();
    void practiceAnswerShowsOnceSubmitted();
    void nothingThatStaysHomeTravels();
    void ownQualificationTravelsOthersDoNot();
    void instructionsFirstWithoutAnyItem();

private:
    std::unique_ptr<Project> split(const QString &owner, const QString &file);

    QTemporaryDir m_dir;
    std::unique_ptr<Project> m_home;
    std::unique_ptr<Project> m_package;
    qint64 m_coordinator = 0;
    qint64 m_practiceItem = 0;
    qint64 m_newcomer = 0;
};

std::unique_ptr<Project> PackageDesignTest::split(const QString &owner, const QString &file)
{
    SplitSummary summary;
    QString error;
    auto package = WorkPackage::split(*m_home, m_coordinator, owner, m_dir.filePath(file), &summary, &error);
    if (!package) qWarning() << error;
    return package;
}

void PackageDesignTest::initTestCase()
{
    QVERIFY(EveryFeature::create(m_dir.filePath(u"home.errata"_s)));
    QString error;
    m_home = Project::open(m_dir.filePath(u"home.errata"_s), &error);
    QVERIFY2(m_home, qPrintable(error));
    QCOMPARE(m_home->settings().value(SettingKey::BlindMode), std::optional<QString>(u"1"_s));
    m_coordinator = DemoProject::coordinatorId(*m_home);
    for (const TrainingItem &t : m_home->quality().trainingItems()) {
        if (t.practice) m_practiceItem = t.itemId;
    }
    QVERIFY(m_practiceItem != 0);
    // A newcomer in the "machine first" condition, given the practice item and a known-good check.
    Person newcomer{0, u"Nina Newcomer"_s, Role::Annotator, true, u"machine first"_s};
    QVERIFY(m_home->people().add(newcomer, m_coordinator));
    m_newcomer = newcomer.id;
    const QList<AttentionCheck> checks = m_home->quality().attentionChecks();
    QVERIFY(!checks.isEmpty());
    QVERIFY(m_home->assignments().createMany({{m_practiceItem, m_newcomer}, {checks.first().itemId, m_newcomer}},
                                             m_coordinator));
    m_package = split(u"Nina Newcomer"_s, u"nina.errata"_s);
    QVERIFY(m_package);
}

void PackageDesignTest::packageCarriesTheDesign()
{
    SettingsRepository home = m_home->settings(), package = m_package->settings();
    QCOMPARE(package.value(SettingKey::Instructions), std::optional<QString>(EveryFeature::Instructions));
    for (const QLatin1StringView key : {SettingKey::BlindMode, SettingKey::Judgements, SettingKey::HiddenMetadata,
                                        SettingKey::EsaConfirmBelow, SettingKey::TypeColours}) {
        QVERIFY2(package.value(key) && package.value(key) == home.value(key), key.data());
    }
    QCOMPARE(package.value(SettingKey::Judgements), std::optional<QString>(u"erroneous,rating,authorship"_s));
    const std::optional<Person> owner = m_package->people().findByName(u"Nina Newcomer"_s);
    QVERIFY(owner);
    QCOMPARE(owner->condition, u"machine first"_s);
    QVERIFY(owner->active);
    // The practice item with its explanation and its answer: the one span the home's gold layer has.
    const QList<TrainingItem> training = m_package->quality().trainingItems();
    QCOMPARE(training.size(), 1);
    QVERIFY(training.first().practice);
    QCOMPARE(training.first().explanation, u"The first word repeats the prompt."_s);
    const QList<Span> answer = m_package->spans().spansOfLayer(training.first().referenceLayerId);
    QCOMPARE(answer.size(), 1);
    QCOMPARE(answer.first().typeKey, u"Redundant"_s);
    QCOMPARE(answer.first().range.begin, 0);
    QCOMPARE(answer.first().range.end, 4);
}

void PackageDesignTest::packageOpensOnTheInstructionsAsHomeDoes()
{
    const qint64 owner = m_package->people().findByName(u"Nina Newcomer"_s)->id;
    QVERIFY(ProjectInstructions::showFirst(*m_home, m_newcomer));
    QVERIFY(ProjectInstructions::showFirst(*m_package, owner));
    QCOMPARE(ProjectInstructions::text(*m_package), EveryFeature::Instructions);
}

// Offline, as at home: nothing of the answer before Submit, the answer and explanation after.
void PackageDesignTest::practiceAnswerShowsOnceSubmitted()
{
    const qint64 owner = m_package->people().findByName(u"Nina Newcomer"_s)->id;
    const qint64 item = m_package->quality().trainingItems().first().itemId;
    AssignmentRepository assignments = m_package->assignments();
    std::optional<Assignment> mine;
    for (const Assignment &a : assignments.all()) {
        if (a.itemId == item && a.annotatorId == owner) mine = a;
    }
    QVERIFY(mine);
    QVERIFY(!PracticeFeedback::answer(*m_package, *mine, {}));
    QVERIFY(assignments.perform(mine->id, WorkflowAction::Open, owner));
    QVERIFY(assignments.perform(mine->id, WorkflowAction::Submit, owner));
    const std::optional<Assignment> handedIn = assignments.find(mine->id);
    const std::optional<PracticeAnswer> answer = PracticeFeedback::answer(*m_package, *handedIn, {});
    QVERIFY(answer);
    QCOMPARE(answer->explanation, u"The first word repeats the prompt."_s);
    QCOMPARE(answer->reference.size(), 1);
    QCOMPARE(answer->found, QList<bool>{false});
}

void PackageDesignTest::nothingThatStaysHomeTravels()
{
    QVERIFY(m_package->quality().attentionChecks().isEmpty());
    QVERIFY(MetricRepository(&m_package->database()).metrics().isEmpty());
    QVERIFY(m_package->conflicts().open().isEmpty());
    SettingsRepository package = m_package->settings();
    for (const QLatin1StringView key : {SettingKey::SplitRatio, SettingKey::SplitSeed, PackageKey::ProjectId}) {
        QVERIFY2(!package.value(key), key.data());
    }
    const qint64 owner = m_package->people().findByName(u"Nina Newcomer"_s)->id;
    for (const Item &item : m_package->items().all()) {
        QVERIFY(!item.metadata.contains(u"model"_s)); // hidden in a blind project
        for (const Layer &layer : m_package->spans().layersOfItem(item.id)) {
            QVERIFY(layer.kind != LayerKind::Annotator || layer.personId == owner); // nobody else's work
            QVERIFY(layer.kind != LayerKind::Prediction);
        }
    }
}

void PackageDesignTest::ownQualificationTravelsOthersDoNot()
{
    QHash<qint64, int> resultsOf;
    for (const QualificationResult &r : m_home->quality().results()) ++resultsOf[r.personId];
    QVERIFY(resultsOf.size() >= 2); // the demo scored several annotators
    const qint64 scored = resultsOf.begin().key();
    const QString name = m_home->people().find(scored)->name;
    auto package = split(name, u"scored.errata"_s);
    QVERIFY(package);
    const qint64 owner = package->people().findByName(name)->id;
    const QList<QualificationResult> carried = package->quality().results();
    QCOMPARE(carried.size(), resultsOf.value(scored));
    for (const QualificationResult &r : carried) QCOMPARE(r.personId, owner);
}

// An annotator whose only item was reassigned before they began (errata-cli reassign discards their
// assignment from "new") still gets the instructions first, as someone who has begun nothing; and so
// does one with no item at all.
void PackageDesignTest::instructionsFirstWithoutAnyItem()
{
    Person idle{0, u"Ida Idle"_s, Role::Annotator};
    QVERIFY(m_home->people().add(idle, m_coordinator));
    QVERIFY(ProjectInstructions::showFirst(*m_home, idle.id));
    AssignmentRepository assignments = m_home->assignments();
    QVERIFY(assignments.createMany({{m_practiceItem, idle.id}}, m_coordinator));
    qint64 only = 0;
    for (const Assignment &a : assignments.all()) {
        if (a.annotatorId == idle.id) only = a.id;
    }
    QVERIFY(assignments.perform(only, WorkflowAction::Discard, m_coordinator, u"Reassigned before work began."_s));
    QCOMPARE(assignments.find(only)->state, AssignmentState::Discarded);
    QVERIFY(ProjectInstructions::showFirst(*m_home, idle.id));
    // Someone who has begun an item is not stopped again.
    for (const Assignment &a : m_home->assignments().all()) {
        if (a.state != AssignmentState::New) {
            QVERIFY(!ProjectInstructions::showFirst(*m_home, a.annotatorId));
            break;
        }
    }
}

QTEST_MAIN(PackageDesignTest)
#include "packagedesign_test.moc"
