import type { TBrand, TModel } from '@galim/shared/reference/schemas';
import { adminTexts } from '../../../i18n/he/admin';
import { ReferencePage } from '../components/reference-page';
import { useReferenceList } from '../api/reference-admin';
import type { ColumnDef } from '../components/reference-columns';
import { ReferenceTable } from '../components/reference-table';

const f = adminTexts.reference.fields;

export default function AdminModelsPage() {
  const brands = useReferenceList<TBrand>('brands');
  const columns: ColumnDef<TModel>[] = [
    { key: 'title', label: f.title, input: 'text', required: true },
    {
      key: 'brand',
      label: f.brand,
      input: 'select',
      required: true,
      options: (brands.data ?? []).map((b) => ({ value: b._id, label: b.title })),
      render: (m) => m.brandTitle ?? '',
    },
    { key: 'description', label: f.description, input: 'textarea' },
  ];
  return (
    <ReferencePage kind="models">
      <ReferenceTable kind="models" columns={columns} />
    </ReferencePage>
  );
}
