import type { TCategory } from '@galim/shared/reference/schemas';
import { adminTexts } from '../../../i18n/admin';
import { ReferencePage } from '../components/reference-page';
import { ReferenceTable, type ColumnDef } from '../components/reference-table';

const f = adminTexts.reference.fields;
const columns: ColumnDef<TCategory>[] = [
  { key: 'title', label: f.title, input: 'text', required: true },
  { key: 'description', label: f.description, input: 'textarea' },
];

export default function AdminCategoriesPage() {
  return (
    <ReferencePage kind="categories">
      <ReferenceTable kind="categories" columns={columns} />
    </ReferencePage>
  );
}
