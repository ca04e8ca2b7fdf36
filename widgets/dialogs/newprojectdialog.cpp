// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/dialogs/newprojectdialog.h"

#include "model/domain/taxonomyloader.h"

#include "widgets/common/filedialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
constexpr auto FromFile = "\x01file"; // the combo's data for "From a file…"
} // namespace

NewProjectDialog::NewProjectDialog(QWidget *parent)
    : QDialog(parent)
    , m_path(new QLineEdit(this))
    , m_title(new QLineEdit(this))
    , m_taxonomy(new QComboBox(this))
    , m_taxonomyNote(new QLabel(this))
    , m_blind(
          new QCheckBox(tr("&Blind: annotators see no one else's work, and no model names, until they submit"), this))
    , m_anonymous(new QCheckBox(tr("&Anonymous: annotators are shown as A1, A2, … to everyone else"), this))
    , m_name(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Project"));
    m_path->setAccessibleName(tr("Project file"));
    m_title->setAccessibleName(tr("Title"));
    m_title->setPlaceholderText(tr("the file's name"));
    m_name->setAccessibleName(tr("Your name"));
    m_name->setPlaceholderText(tr("you run the study: coordinator, reviewer and annotator"));
    m_taxonomy->setAccessibleName(tr("Error taxonomy"));
    for (const QString &id : TaxonomyLoader::builtinIds()) {
        const auto loaded = TaxonomyLoader::builtin(id);
        m_taxonomy->addItem(loaded.taxonomy ? loaded.taxonomy->name.text(QLocale().name()) : id, id);
    }
    m_taxonomy->addItem(tr("From a file…"), QString::fromLatin1(FromFile));
    m_taxonomyNote->setWordWrap(true);
    m_blind->setChecked(true);
    m_problem->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create"));
    auto *browse = new QPushButton(tr("B&rowse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *judgements = new QVBoxLayout;
    const QList<std::pair<QString, QString>> groups{
        {u"erroneous"_s, tr("Erroneous or not (TGEA's first question)")},
        {u"rating"_s, tr("Rating 1–5 with deductions (OpenMEVA)")},
        {u"authorship"_s, tr("Written by a person or a machine (4 points)")},
        {u"esa"_s, tr("ESA score 0–100 (WMT)")}};
    for (const auto &[key, label] : groups) {
        auto *box = new QCheckBox(label, this);
        m_judgements.insert(key, box);
        judgements->addWidget(box);
    }
    auto *form = new QFormLayout;
    auto *pathLabel = new QLabel(tr("&File:"), this);
    pathLabel->setBuddy(m_path); // a row of two widgets gets no buddy of its own
    form->addRow(pathLabel, pathRow);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("Error ta&xonomy:"), m_taxonomy);
    form->addRow(QString(), m_taxonomyNote);
    form->addRow(tr("Judgements:"), judgements);
    // Blind and anonymous are about who sees whom, not judgements: a label of their own (issue 48).
    auto *privacy = new QVBoxLayout;
    privacy->addWidget(m_blind);
    privacy->addWidget(m_anonymous);
    form->addRow(tr("Annotators:"), privacy);
    form->addRow(tr("Your &name:"), m_name);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(browse, &QPushButton::clicked, this, &NewProjectDialog::browse);
    connect(m_taxonomy, &QComboBox::activated, this, &NewProjectDialog::taxonomyChosen);
    connect(m_taxonomy, &QComboBox::currentIndexChanged, this, &NewProjectDialog::update);
    connect(m_path, &QLineEdit::textChanged, this, &NewProjectDialog::update);
    connect(m_name, &QLineEdit::textChanged, this, &NewProjectDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    update();
}

void NewProjectDialog::browse()
{
    QString path =
        FileDialogs::getSaveFileName(this, tr("New Project"), QDir::homePath(), tr("Errata projects (*.errata)"));
    if (!path.isEmpty() && !path.endsWith(u".errata"_s)) path += u".errata"_s;
    if (!path.isEmpty()) setPath(path);
}

void NewProjectDialog::setPath(const QString &path)
{
    m_path->setText(QDir::toNativeSeparators(path));
}

void NewProjectDialog::taxonomyChosen(int index)
{
    if (m_taxonomy->itemData(index).toString() != QLatin1StringView(FromFile)) return;
    const QString path =
        FileDialogs::getOpenFileName(this, tr("Taxonomy File"), QDir::homePath(), tr("Taxonomy files (*.json)"));
    if (!path.isEmpty()) useTaxonomyFile(path);
    update();
}

void NewProjectDialog::useTaxonomyFile(const QString &path)
{
    m_taxonomy->setCurrentIndex(m_taxonomy->findData(QString::fromLatin1(FromFile)));
    m_taxonomyFile = path;
    const TaxonomyLoadResult loaded = TaxonomyLoader::fromFile(path);
    m_fileTaxonomy = loaded.isValid() ? loaded.taxonomy : std::nullopt;
    m_taxonomyNote->setText(
        loaded.isValid() ? tr("%1 (%2)").arg(loaded.taxonomy->name.text(QLocale().name()), QFileInfo(path).fileName())
                         : loaded.errorText(QFileInfo(path).fileName()));
    update();
}

QString NewProjectDialog::problem() const
{
    return m_problem->text();
}

void NewProjectDialog::update()
{
    const bool fromFile = m_taxonomy->currentData().toString() == QLatin1StringView(FromFile);
    m_taxonomyNote->setVisible(fromFile);
    QString problem;
    if (m_path->text().trimmed().isEmpty()) {
        problem = tr("Choose where the project file goes.");
    } else if (fromFile && !m_fileTaxonomy) {
        problem = m_taxonomyFile.isEmpty() ? tr("Choose a taxonomy file.") : tr("The taxonomy file is not valid.");
    } else if (m_name->text().trimmed().isEmpty()) {
        problem = tr("Type your name: you will run the study.");
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

ProjectSetup NewProjectDialog::setup() const
{
    ProjectSetup setup;
    setup.path = QDir::fromNativeSeparators(m_path->text().trimmed());
    setup.title = m_title->text().trimmed();
    const bool fromFile = m_taxonomy->currentData().toString() == QLatin1StringView(FromFile);
    if (fromFile && m_fileTaxonomy) {
        setup.taxonomy = *m_fileTaxonomy;
    } else if (const auto builtin = TaxonomyLoader::builtin(m_taxonomy->currentData().toString()); builtin.taxonomy) {
        setup.taxonomy = *builtin.taxonomy;
    }
    QStringList judgements;
    for (auto it = m_judgements.cbegin(); it != m_judgements.cend(); ++it) {
        if (it.value()->isChecked()) judgements << it.key();
    }
    if (!judgements.isEmpty()) setup.judgements = judgements; // none ticked: the taxonomy's own protocol
    setup.blind = m_blind->isChecked();
    setup.anonymous = m_anonymous->isChecked();
    setup.coordinator = m_name->text().trimmed();
    return setup;
}

} // namespace Errata
