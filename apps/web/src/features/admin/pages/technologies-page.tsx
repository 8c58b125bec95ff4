import type { TTechnology } from '@galim/shared/reference/schemas';
import { adminTexts } from '../../../i18n/admin';
import { ReferencePage } from '../components/reference-page';
import { ReferenceTable, type ColumnDef } from '../components/reference-table';

const f = adminTexts.reference.fields;
const columns: ColumnDef<TTechnology>[] = [
  { key: 'title', label: f.title, input: 'text', required: true },
  { key: 'description', label: f.description, input: 'textarea' },
];

export default function AdminTechnologiesPage() {
  return (
    <ReferencePage kind="technologies">
      <ReferenceTable kind="technologies" columns={columns} />
    </ReferencePage>
  );
}
