import type { TCategory } from '@galim/shared/reference/schemas';
import { adminTexts } from '../../../i18n/he/admin';
import { gearTexts } from '../../../i18n/he/gear';
import { kindNames } from '../components/kind-names';
import { ReferencePage } from '../components/reference-page';
import type { ColumnDef } from '../components/reference-columns';
import { ReferenceTable } from '../components/reference-table';

const f = adminTexts.reference.fields;
const columns: ColumnDef<TCategory>[] = [
  { key: 'title', label: f.titleHe, input: 'text', required: true },
  { key: 'title', language: 'en', label: f.titleEn, input: 'text' },
  {
    key: 'kinds',
    label: gearTexts.referenceKinds,
    input: 'kinds',
    value: (c) => c.kinds,
    render: kindNames,
  },
  { key: 'description', label: f.descriptionHe, input: 'textarea' },
  { key: 'description', language: 'en', label: f.descriptionEn, input: 'textarea' },
];

export default function AdminCategoriesPage() {
  return (
    <ReferencePage kind="categories">
      <ReferenceTable kind="categories" columns={columns} />
    </ReferencePage>
  );
}
