// Import (dialog) and the other export formats, for « Mes CV » and the editor.
export { ImportDialog } from './import-dialog';
export { ExportButtons } from './export-buttons';
export { CV_EXPORT_ITEMS, type ExportFormat } from './export-items';
export { downloadCvExport } from './cv-export';
export { transferMessages } from './messages';
