// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/corpuscontrols.h"

#include "model/domain/taxonomy.h"

#include "model/domain/metadatafilter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QComboBox *combo(QWidget *parent, const QList<std::pair<QString, QVariant>> &entries)
{
    auto *box = new QComboBox(parent);
    for (const auto &[text, data] : entries) {
        box->addItem(text, data);
    }
    return box;
}

} // namespace

CorpusControls::CorpusControls(QWidget *parent)
    : QWidget(parent)
{
    QList<std::pair<QString, QVariant>> measures;
    for (const CorpusMeasure measure : {CorpusMeasure::Coverage, CorpusMeasure::Count, CorpusMeasure::CoverageSeverity,
                                        CorpusMeasure::Mqm, CorpusMeasure::Rating, CorpusMeasure::EsaScore}) {
        measures.append({CorpusMeasures::measureName(measure), int(measure)});
    }
    m_measure = combo(this, measures);
    m_groupBy = new QComboBox(this);
    m_thenBy = new QComboBox(this);
    m_splitBy = new QComboBox(this);
    m_splitBy->setToolTip(tr("One grid per value of this key, e.g. top-p × temperature per frequency penalty"));
    m_gridType = new QComboBox(this);
    m_level = combo(this, {{tr("Types"), 2}, {tr("Type groups"), 1}});
    m_layers = combo(this,
                     {{tr("Every annotator"), int(LayerChoice::Annotators)},
                      {tr("Gold layer"), int(LayerChoice::Gold)},
                      {tr("Chosen annotators…"), int(LayerChoice::Chosen)}});
    m_normalize = combo(this,
                        {{tr("None"), int(HeatmapNormalize::None)},
                         {tr("Per row"), int(HeatmapNormalize::Row)},
                         {tr("Per column"), int(HeatmapNormalize::Column)}});
    const QList<std::pair<QString, QVariant>> orders{{tr("As listed"), int(HeatmapOrder::Original)},
                                                     {tr("By name"), int(HeatmapOrder::Name)},
                                                     {tr("By value"), int(HeatmapOrder::Value)}};
    m_sortRows = combo(this, orders);
    m_sortColumns = combo(this, orders);
    m_dropMinor = new QCheckBox(tr("Leave out minor Grammar and Usage"), this);
    m_dropMinor->setToolTip(tr("Scarecrow's stacked figure leaves out severity-1 Grammar and Usage spans"));
    m_leaveOut = new QComboBox(this);
    m_leaveOut->setToolTip(tr("Leave a group's types out of every measure, \"any error\" included (Scarecrow's "
                              "\"errors only\" leaves out the Reader issues)"));
    m_where = new QLineEdit(this);
    m_where->setPlaceholderText(tr("every item (e.g. top_p=0.96,model!=gpt2)"));
    m_where->setClearButtonEnabled(true);
    connect(m_where, &QLineEdit::editingFinished, this, [this] { setWhere(m_where->text()); });
    buildGrid();
    connect(m_layers, &QComboBox::activated, this, &CorpusControls::layersActivated);
    const auto changedUnlessQuiet = [this] {
        if (!m_quiet) emit changed();
    };
    for (QComboBox *box : {m_measure, m_groupBy, m_thenBy, m_splitBy, m_gridType, m_level, m_layers, m_normalize,
                           m_sortRows, m_sortColumns, m_leaveOut}) {
        connect(box, &QComboBox::currentIndexChanged, this, changedUnlessQuiet);
    }
    connect(m_dropMinor, &QCheckBox::toggled, this, changedUnlessQuiet);
}

void CorpusControls::buildGrid()
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QList<std::pair<QString, QWidget *>> fields{
        {tr("&Measure:"), m_measure},         {tr("Group &by:"), m_groupBy},    {tr("&Then by:"), m_thenBy},
        {tr("S&plit by:"), m_splitBy},        {tr("Grid t&ype:"), m_gridType},  {tr("&Level:"), m_level},
        {tr("La&yers:"), m_layers},           {tr("&Normalise:"), m_normalize}, {tr("Sort &rows:"), m_sortRows},
        {tr("Sort &columns:"), m_sortColumns}};
    // Three to a row: five made the Corpus tab, and so the whole central area, 1,000 px wide at least,
    // which pressed the items dock to a sliver at 1280 × 800 (issue 48).
    constexpr int PerRow = 3;
    auto *leaveOut = new QLabel(tr("Lea&ve out:"), this);
    leaveOut->setBuddy(m_leaveOut);
    const auto place = [&](qsizetype i, QWidget *label, QWidget *field) {
        grid->addWidget(label, int(i / PerRow), int(i % PerRow) * 2, Qt::AlignRight);
        grid->addWidget(field, int(i / PerRow), int(i % PerRow) * 2 + 1);
    };
    for (qsizetype i = 0; i < fields.size(); ++i) {
        auto *label = new QLabel(fields[i].first, this);
        label->setBuddy(fields[i].second);
        place(i, label, fields[i].second);
    }
    place(fields.size(), leaveOut, m_leaveOut); // the last row's second place: the check box takes the third
    const int last = int(fields.size() / PerRow);
    grid->addWidget(m_dropMinor, last, 2 * PerRow - 2, 1, 2);
    auto *where = new QLabel(tr("Only items &where:"), this);
    where->setBuddy(m_where);
    grid->addWidget(where, last + 1, 0, Qt::AlignRight);
    grid->addWidget(m_where, last + 1, 1, 1, 2 * PerRow - 1);
    grid->setColumnStretch(2 * PerRow, 1); // keep the controls together on wide windows
}

void CorpusControls::setTaxonomy(const Taxonomy *taxonomy)
{
    m_quiet = true;
    m_leaveOut->clear();
    m_leaveOut->addItem(tr("Nothing"), QString());
    for (const TaxonomyNode &node : taxonomy ? taxonomy->nodes : QList<TaxonomyNode>()) {
        if (node.level == 1) m_leaveOut->addItem(node.name.text(QLocale().name()), node.key);
    }
    m_quiet = false;
}

bool CorpusControls::setLeftOut(const QString &groupKey)
{
    const int index = m_leaveOut->findData(groupKey);
    if (index >= 0) m_leaveOut->setCurrentIndex(index);
    return index >= 0;
}

void CorpusControls::keepGroupBy()
{
    if (!m_groupBy->currentData().toString().isEmpty()) {
        m_wantedGroupBy = m_groupBy->currentData().toString();
    }
}

void CorpusControls::setKeys(const QStringList &metaKeys)
{
    m_keys = metaKeys;
    m_quiet = true;
    m_groupBy->clear();
    m_thenBy->clear();
    m_splitBy->clear();
    m_thenBy->addItem(tr("(nothing)"), QString());
    m_splitBy->addItem(tr("(nothing)"), QString());
    m_groupBy->addItem(tr("(everything)"), QString());
    m_groupBy->addItem(tr("Annotator"), QString(MeasureOptions::AnnotatorKey));
    for (const QString &key : metaKeys) {
        m_groupBy->addItem(key, key);
        m_thenBy->addItem(key, key);
        m_splitBy->addItem(key, key);
    }
    const int model = m_groupBy->findData(wantedGroupBy());
    m_groupBy->setCurrentIndex(model >= 0 ? model : std::min(2, m_groupBy->count() - 1));
    m_quiet = false;
}

QString CorpusControls::wantedGroupBy() const
{
    return m_wantedGroupBy.isEmpty() ? u"model"_s : m_wantedGroupBy;
}

MeasureOptions CorpusControls::options(const QSet<qint64> &chosen) const
{
    MeasureOptions options;
    options.measure = CorpusMeasure(m_measure->currentData().toInt());
    for (const QString &key : {m_groupBy->currentData().toString(), m_thenBy->currentData().toString()}) {
        if (!key.isEmpty()) {
            options.groupBy << key;
        }
    }
    // A third key splits a key × key grid into panels; it must differ from the other two.
    const QString split = m_splitBy->currentData().toString();
    if (options.groupBy.size() == 2 && !split.isEmpty() && !options.groupBy.contains(split)) {
        options.groupBy << split;
    }
    options.level = m_level->currentData().toInt();
    options.layers = LayerChoice(m_layers->currentData().toInt());
    if (options.layers == LayerChoice::Chosen) {
        options.annotators = chosen;
    }
    options.dropMinorGrammar = m_dropMinor->isChecked();
    if (const QString out = m_leaveOut->currentData().toString(); !out.isEmpty()) options.leftOut = {out};
    options.where = m_appliedWhere;
    return options;
}

bool CorpusControls::setWhere(const QString &where)
{
    const QString text = where.trimmed();
    QStringList unknown;
    for (const QString &key : MetadataFilter(text).keys()) {
        if (!m_keys.contains(key)) unknown << key;
    }
    m_where->setText(text);
    // A misspelt key would quietly give an empty figure: say so on the field and keep what was shown.
    m_where->setStyleSheet(unknown.isEmpty() ? QString() : u"QLineEdit { border: 2px solid #c0392b; }"_s);
    m_where->setToolTip(
        unknown.isEmpty()
            ? tr("Every condition must hold; an item without the key has the value \"\".")
            : tr("No item has the key %1; the keys are: %2.").arg(unknown.join(u", "_s), m_keys.join(u", "_s)));
    if (!unknown.isEmpty() || text == m_appliedWhere) return unknown.isEmpty();
    m_appliedWhere = text;
    if (!m_quiet) emit changed();
    return true;
}

void CorpusControls::showOptions(const MeasureOptions &shown)
{
    m_quiet = true;
    choose(m_measure, int(shown.measure), true);
    m_groupBy->setCurrentIndex(std::max(0, m_groupBy->findData(shown.groupBy.value(0))));
    m_thenBy->setCurrentIndex(std::max(0, m_thenBy->findData(shown.groupBy.value(1))));
    m_splitBy->setCurrentIndex(std::max(0, m_splitBy->findData(shown.groupBy.value(2))));
    choose(m_level, shown.level, true);
    choose(m_layers, int(shown.layers), true);
    m_dropMinor->setChecked(shown.dropMinorGrammar);
    m_leaveOut->setCurrentIndex(
        std::max(0, m_leaveOut->findData(shown.leftOut.isEmpty() ? QString() : *shown.leftOut.cbegin())));
    m_appliedWhere = shown.where;
    m_where->setText(shown.where);
    m_quiet = false;
}

void CorpusControls::setGridTypes(const QList<TypeSelector> &types, bool crossed)
{
    m_quiet = true;
    const QString gridType = m_gridType->currentData().toString();
    m_gridType->clear();
    for (const TypeSelector &type : types) {
        m_gridType->addItem(type.label, type.key);
    }
    const int keep = m_gridType->findData(gridType);
    m_gridType->setCurrentIndex(keep >= 0 ? keep : m_gridType->count() - 1); // "any error" by default
    m_gridType->setEnabled(crossed);
    m_splitBy->setEnabled(!m_thenBy->currentData().toString().isEmpty());
    m_quiet = false;
}

int CorpusControls::gridType() const
{
    return m_gridType->currentIndex();
}
HeatmapNormalize CorpusControls::normalize() const
{
    return HeatmapNormalize(m_normalize->currentData().toInt());
}
HeatmapOrder CorpusControls::rowOrder() const
{
    return HeatmapOrder(m_sortRows->currentData().toInt());
}
HeatmapOrder CorpusControls::columnOrder() const
{
    return HeatmapOrder(m_sortColumns->currentData().toInt());
}
QString CorpusControls::groupByText() const
{
    return m_groupBy->currentText();
}
LayerChoice CorpusControls::layersAt(int index) const
{
    return LayerChoice(m_layers->itemData(index).toInt());
}

void CorpusControls::choose(QComboBox *box, const QVariant &data, bool quiet)
{
    const bool wasQuiet = m_quiet;
    m_quiet = m_quiet || quiet;
    box->setCurrentIndex(box->findData(data));
    m_quiet = wasQuiet;
}

void CorpusControls::setMeasure(CorpusMeasure measure)
{
    choose(m_measure, int(measure), false);
}
void CorpusControls::setLevel(int level)
{
    choose(m_level, level, false);
}
void CorpusControls::setNormalize(HeatmapNormalize mode)
{
    choose(m_normalize, int(mode), false);
}
void CorpusControls::setDropMinorGrammar(bool drop)
{
    m_dropMinor->setChecked(drop);
}
void CorpusControls::setLayers(LayerChoice layers, bool quiet, const QString &toolTip)
{
    if (!toolTip.isEmpty()) m_layers->setToolTip(toolTip);
    choose(m_layers, int(layers), quiet);
}

void CorpusControls::setGroupBy(const QString &key, const QString &secondKey, const QString &splitKey)
{
    m_quiet = true;
    m_groupBy->setCurrentIndex(std::max(0, m_groupBy->findData(key)));
    m_thenBy->setCurrentIndex(std::max(0, m_thenBy->findData(secondKey)));
    m_splitBy->setCurrentIndex(std::max(0, m_splitBy->findData(splitKey)));
    m_quiet = false;
    emit changed();
}

void CorpusControls::setSort(HeatmapOrder rows, HeatmapOrder columns)
{
    m_quiet = true;
    choose(m_sortRows, int(rows), true);
    choose(m_sortColumns, int(columns), true);
    m_quiet = false;
    emit changed();
}

} // namespace Errata
