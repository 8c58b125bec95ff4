import type { TBrand } from '@galim/shared/reference/schemas';
import { adminTexts } from '../../../i18n/he/admin';
import { gearTexts } from '../../../i18n/he/gear';
import { kindNames } from '../components/kind-names';
import { ReferencePage } from '../components/reference-page';
import type { ColumnDef } from '../components/reference-columns';
import { ReferenceTable } from '../components/reference-table';

const f = adminTexts.reference.fields;
const columns: ColumnDef<TBrand>[] = [
  { key: 'title', label: f.title, input: 'text', required: true },
  { key: 'brandRating', label: f.brandRating, input: 'rating' },
  {
    key: 'kinds',
    label: gearTexts.referenceKinds,
    input: 'kinds',
    value: (b) => b.kinds,
    render: kindNames,
  },
  {
    key: 'logo',
    label: f.logo,
    input: 'url',
    render: (b) =>
      b.logo ? (
        <img src={b.logo} alt={b.title} className="h-8 w-auto max-w-24 object-contain" />
      ) : null,
  },
  { key: 'description', label: f.description, input: 'textarea' },
];

export default function AdminBrandsPage() {
  return (
    <ReferencePage kind="brands">
      <ReferenceTable kind="brands" columns={columns} />
    </ReferencePage>
  );
}
