//! The worksheet's style sheet: A4 pages on screen, clean pages in print, one
//! exercise per block never split across pages, page numbers in the margin,
//! generic font families only.

/// The CSS of a worksheet.
pub const CSS: &str = r#"@page {
  size: A4;
  margin: 14mm 13mm 16mm;
  @bottom-center { content: counter(page) " / " counter(pages); font: 9pt sans-serif; color: #555; }
}
* { box-sizing: border-box; }
html { background: #e6e5e1; }
body { margin: 0; font-family: sans-serif; color: #222; font-size: 10.5pt; line-height: 1.35; }
.sheet, .key { background: #fff; width: 210mm; min-height: 297mm; margin: 8mm auto; padding: 14mm 13mm 16mm; box-shadow: 0 1px 5px rgba(0, 0, 0, 0.25); }
h1 { font-size: 18pt; margin: 0 0 1mm; }
h2 { font-size: 13pt; margin: 0; }
.summary { color: #555; margin: 0 0 4mm; }
.learner { display: flex; gap: 6mm; margin: 0 0 3mm; }
.field { display: flex; flex: 1; align-items: flex-end; gap: 2mm; }
.field:first-child { flex: 2; }
.field-label { font-weight: bold; }
.field-line { flex: 1; border-bottom: 1px solid #222; height: 1.3em; }
.instructions { font-style: italic; color: #555; margin: 0 0 4mm; }
.exercise, .key-entry { break-inside: avoid; page-break-inside: avoid; border-top: 2px solid #222; padding: 3mm 0 5mm; }
.exercise > header, .key-entry > header { display: flex; align-items: center; gap: 3mm; flex-wrap: wrap; }
.number { display: inline-block; min-width: 7mm; height: 7mm; line-height: 7mm; padding: 0 1.5mm; text-align: center; border-radius: 3.5mm; background: #222; color: #fff; font-weight: bold; }
.meta { flex-basis: 100%; margin: 0.5mm 0 3mm 10mm; color: #555; font-size: 9pt; }
.body { display: flex; gap: 6mm; align-items: flex-start; }
.board { margin: 0; flex: 0 0 86mm; }
.game-chinese-checkers .board { flex-basis: 100mm; }
.game-dominoes .board { flex-basis: 110mm; }
.board svg { display: block; width: 100%; height: auto; }
.questions { flex: 1; margin: 0; padding-left: 6mm; }
.question { margin: 0 0 4.5mm; }
.prompt { margin: 0 0 1.5mm; }
.lines .line { display: block; height: 8mm; border-bottom: 1px dotted #777; }
.choices { display: flex; flex-wrap: wrap; gap: 2mm 6mm; margin-top: 2mm; }
.choice { display: inline-flex; align-items: center; gap: 2mm; }
.box { display: inline-block; width: 4mm; height: 4mm; border: 1.3px solid #222; border-radius: 0.7mm; }
.form { font-size: 8.5pt; color: #666; margin: 1mm 0 0; }
.key-head { margin-bottom: 4mm; }
.key .questions { padding-left: 6mm; }
.key-answer { margin: 0 0 1mm; }
.label { font-weight: bold; }
.canonical { color: #666; font-family: monospace; font-size: 9pt; }
.reasons { margin: 0.5mm 0 1.5mm; padding-left: 5mm; color: #333; font-size: 9.5pt; }
.trap { border-left: 3px solid #6a1b9a; padding: 0.5mm 0 0.5mm 3mm; margin: 1.5mm 0; font-size: 9.5pt; }
.trap p { margin: 0; }
.trap-explain { color: #333; }
.q-explain { margin: 0.5mm 0 1.5mm; }
.explain, .hint { margin: 1.5mm 0 0; }
@media print {
  html { background: none; }
  .sheet, .key { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; }
  .key { break-before: page; }
}
"#;
