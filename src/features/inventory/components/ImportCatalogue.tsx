import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import {
  CATALOGUE_COLUMNS,
  MAX_SHEET_MB,
  MAX_SHEET_ROWS,
  TEMPLATE_ROWS,
} from '../../../../domain/catalogue-sheet.ts';
import { csvRows } from '../../../../domain/csv.ts';
import { indianDate } from '../../../../domain/dates.ts';
import { formatNumber } from '../../../../domain/intl.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';
import { downloadExport, saveCsv } from '../../../lib/download.ts';
import { errorText } from '../../../lib/error-text.ts';
import { locationName } from '../../../lib/locations.ts';
import { PHONE_WIDTH, useMedia } from '../../../lib/use-media.ts';
import { useOnline } from '../../../offline/online.ts';
import {
  ERRORS_SHOWN,
  applyImport,
  checkSheet,
  importKeys,
  importQueryOptions,
} from '../api/catalogue-import.ts';
import { inventoryKeys } from '../api/keys.ts';
import { categoriesQueryOptions, lookupsQueryOptions, shadesQueryOptions } from '../api/queries.ts';
import { genders } from './ProductForm.tsx';
import { LocationChoice, useStockPlaces } from './location-rows.tsx';
import { ServerFileButton } from './ServerFileButton.tsx';

function downloadTemplate() {
  saveCsv(csvRows([CATALOGUE_COLUMNS, ...TEMPLATE_ROWS]), 'catalogue-template.csv');
}

/** Issue 32: a sheet checked (every error by row and column), then imported with progress. */
export function ImportCatalogue({
  storeId,
  importId,
  onChecked,
}: {
  storeId: string;
  importId: string | undefined;
  onChecked(id: string | undefined): void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-soft">{m.importIntro()}</p>
      {importId ? (
        <ImportResult
          storeId={storeId}
          importId={importId}
          onAnother={() => onChecked(undefined)}
        />
      ) : (
        <ChooseSheet storeId={storeId} onChecked={onChecked} />
      )}
      <ExportAtLocation storeId={storeId} />
      <Rules storeId={storeId} />
      <SheetNames storeId={storeId} />
    </div>
  );
}

function Rules({ storeId }: { storeId: string }) {
  const places = useStockPlaces(storeId);
  return (
    <Card aria-labelledby="import-rules">
      <h2 id="import-rules" className="mb-2 text-lg font-semibold">
        {m.importRulesTitle()}
      </h2>
      <ul className="flex max-w-prose list-disc flex-col gap-1 pl-5 text-sm">
        <li>{m.importRuleHandle()}</li>
        <li>{m.importRuleProduct()}</li>
        <li>{m.importRuleVariant()}</li>
        <li>{m.importRuleMoney()}</li>
        <li>{m.importRuleOptional()}</li>
        <li>{m.importRulePhotos()}</li>
        <li>{m.importRuleKeeps()}</li>
        {places.list.length > 1 && (
          <li>
            {m.importRuleLocation({
              names: places.list.map((l) => `“${locationName(l)}”`).join(', '),
            })}
          </li>
        )}
        <li>{m.importRuleVersions()}</li>
        <li>{m.importRuleFile({ max: MAX_SHEET_MB, rows: formatNumber(MAX_SHEET_ROWS) })}</li>
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={downloadTemplate}>
          {m.downloadTemplate()}
        </Button>
        {/* The template as a workbook, made by the server (the CSV one is made here, offline too). */}
        <ServerFileButton
          href="/exports/catalogue-template.xlsx"
          storeId={storeId}
          name={() => 'catalogue-template.xlsx'}
          label={m.downloadTemplateXlsx()}
        />
      </div>
    </Card>
  );
}

/**
 * A store with several locations exports its catalogue with one location's pieces (issue 51): the
 * rows name it, and the sheet imported back sets the stock there.
 */
function ExportAtLocation({ storeId }: { storeId: string }) {
  const places = useStockPlaces(storeId);
  const [chosen, setChosen] = useState<string | null>(null);
  const location = chosen ?? places.initial;
  if (places.list.length < 2 || !location) return null;
  const where = (places.nameOf(location) ?? '').replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase();
  const name = (extension: string) => () =>
    `catalogue-${where}-${indianDate(new Date())}.${extension}`;
  return (
    <Card aria-labelledby="export-at-location" className="flex flex-col gap-3">
      <h2 id="export-at-location" className="text-lg font-semibold">
        {m.exportAtLocationTitle()}
      </h2>
      <p className="max-w-prose text-sm text-soft">{m.exportAtLocationIntro()}</p>
      <div className="max-w-sm">
        <LocationChoice
          places={places.list}
          label={m.exportAtLocation()}
          hint=""
          value={location}
          onChange={setChosen}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <ServerFileButton
          href="/exports/catalogue.csv"
          storeId={storeId}
          query={{ location }}
          name={name('csv')}
          label={m.exportCatalogue()}
        />
        <ServerFileButton
          href="/exports/catalogue.xlsx"
          storeId={storeId}
          query={{ location }}
          name={name('xlsx')}
          label={m.exportCatalogueXlsx()}
        />
      </div>
    </Card>
  );
}

/** Every name the sheet may use: categories by gender, size systems and sizes, colours. */
function SheetNames({ storeId }: { storeId: string }) {
  const lookups = useQuery(lookupsQueryOptions());
  const shades = useQuery(shadesQueryOptions(storeId));
  const categories = useQueries({
    queries: genders().map((g) => categoriesQueryOptions(g.code)),
  });
  const data = lookups.data;
  if (!data) return <Pending query={lookups} />;
  const codeOf = (ids: readonly string[]) =>
    data.sizeSystems
      .filter((y) => ids.includes(y.id))
      .map((y) => y.code)
      .join(', ');
  const summary = 'tap-target flex cursor-pointer items-center font-medium text-link';
  return (
    <Card aria-labelledby="sheet-names" className="flex flex-col gap-2 text-sm">
      <h2 id="sheet-names" className="text-lg font-semibold">
        {m.importNamesTitle()}
      </h2>
      <details>
        <summary className={summary}>{m.importNamesCategories()}</summary>
        {genders().map((g, i) => (
          <div key={g.code} className="mt-2">
            <h3 className="font-semibold">
              {g.label} ({g.code})
            </h3>
            <ul className="list-disc pl-5">
              {(categories[i]?.data ?? []).map((c) => (
                <li key={c.id}>
                  {c.name} ({codeOf(c.sizeSystemIds)})
                  {c.subCategories.length > 0 && (
                    <>
                      {': '}
                      {c.subCategories
                        .map((sub) => `${sub.name} (${codeOf(sub.sizeSystemIds)})`)
                        .join(', ')}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </details>
      <details>
        <summary className={summary}>{m.importNamesSizes()}</summary>
        <ul className="mt-2 list-disc pl-5">
          {data.sizeSystems.map((y) => (
            <li key={y.id}>
              <span className="font-mono">{y.code}</span> ({y.name}):{' '}
              {y.sizes.map((z) => z.name).join(', ')}
            </li>
          ))}
        </ul>
      </details>
      <details>
        <summary className={summary}>{m.importNamesColours()}</summary>
        <p className="mt-2">
          {[...data.colors, ...(shades.data ?? [])].map((c) => c.name).join(', ')}
        </p>
      </details>
    </Card>
  );
}

function ChooseSheet({ storeId, onChecked }: { storeId: string; onChecked(id: string): void }) {
  const online = useOnline();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    if (!file) return setError(m.chooseSheet());
    setBusy(true);
    setError(null);
    try {
      onChecked(await checkSheet(storeId, file));
    } catch (failure) {
      setError(errorText(failure, m.importFileUnreadable()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="import-choose">
      <h2 id="import-choose" className="mb-3 text-lg font-semibold">
        {m.importCatalogue()}
      </h2>
      <div className="flex flex-col gap-3">
        <label htmlFor={inputId} className="text-sm font-medium">
          {m.chooseSheet()}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-sunken file:px-4"
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <FormMessage>{error}</FormMessage>
        {!online && <FormMessage>{m.importNeedsConnection()}</FormMessage>}
        <Button
          type="button"
          className="self-start"
          disabled={busy || !online}
          onClick={() => void check()}
        >
          {busy ? m.checkingSheet() : m.checkSheet()}
        </Button>
      </div>
    </Card>
  );
}

function ImportResult({
  storeId,
  importId,
  onAnother,
}: {
  storeId: string;
  importId: string;
  onAnother(): void;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const job = useQuery(importQueryOptions(storeId, importId));
  const [starting, setStarting] = useState(false);
  const finished = job.data?.status === 'DONE';
  // The inventory the import changed is read again once it is done.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  }, [finished, queryClient]);
  if (job.isPending || (job.isError && !job.data)) return <Pending query={job} />;
  const j = job.data;
  const start = async () => {
    setStarting(true);
    try {
      await applyImport(storeId, importId);
      await queryClient.invalidateQueries({ queryKey: importKeys.one(storeId, importId) });
    } catch (failure) {
      toast.error(errorText(failure, m.importNeedsConnection()));
    } finally {
      setStarting(false);
    }
  };
  const another = (
    <Button type="button" variant="secondary" onClick={onAnother}>
      {m.importAnother()}
    </Button>
  );
  return (
    <Card aria-labelledby="import-result" className="flex flex-col gap-3">
      <h2 id="import-result" className="text-lg font-semibold break-words">
        {j.fileName}
      </h2>
      <p>
        {j.status === 'INVALID'
          ? m.sheetSummaryShort({ products: j.products, variants: j.variants })
          : m.sheetSummary({
              products: j.products,
              variants: j.variants,
              newProducts: j.newProducts,
              toChange: j.toChange - j.newProducts,
              unchanged: j.products - j.toChange,
            })}
      </p>
      {j.status === 'INVALID' && (
        <>
          <FormMessage>{m.sheetErrors({ count: j.errorCount })}</FormMessage>
          <SheetErrors errors={j.errors} />
          {j.errorCount > ERRORS_SHOWN && (
            <p className="text-sm text-soft">
              {m.sheetErrorsMore({ count: j.errorCount - ERRORS_SHOWN })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={!online}
              onClick={() =>
                void downloadExport(
                  '/exports/import-errors.csv',
                  { storeId, importId },
                  'import-errors.csv',
                ).catch((failure: unknown) =>
                  toast.error(errorText(failure, m.csvNeedsConnection())),
                )
              }
            >
              {m.downloadErrorReport()}
            </Button>
            {another}
          </div>
        </>
      )}
      {j.status === 'READY' && j.toChange === 0 && (
        <>
          <p role="status">{m.sheetNothingToChange()}</p>
          {another}
        </>
      )}
      {j.status === 'READY' && j.toChange > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={starting || !online} onClick={() => void start()}>
            {m.applyImport({ products: j.toChange })}
          </Button>
          {another}
        </div>
      )}
      {j.status === 'APPLYING' && (
        <div role="status" className="flex flex-col gap-2">
          <progress className="h-3 w-full" value={j.done} max={Math.max(j.products, 1)} />
          <span>{m.importProgress({ done: j.done, total: j.products })}</span>
        </div>
      )}
      {j.status === 'DONE' && (
        <>
          <p role="status" className="font-medium">
            {m.importDone({
              created: j.created,
              updated: j.updated,
              unchanged: j.unchanged,
              drafts: j.drafts,
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/store-owner/inventory">{m.inventory()}</Link>
            </Button>
            {another}
          </div>
        </>
      )}
      {j.status === 'FAILED' && (
        <>
          <FormMessage>{m.importFailed({ reason: j.failure ?? '' })}</FormMessage>
          {another}
        </>
      )}
    </Card>
  );
}

interface SheetError {
  row: number;
  column?: string | null;
  message: string;
}

/** The first errors: a table on a wide screen, cards on a phone. */
function SheetErrors({ errors }: { errors: readonly SheetError[] }) {
  const phone = useMedia(PHONE_WIDTH);
  if (phone)
    return (
      <ul className="flex flex-col gap-2" aria-label={m.sheetProblem()}>
        {errors.map((e, i) => (
          <li key={i} data-testid="sheet-error" className="rounded-lg bg-sunken p-3 text-sm">
            <span className="font-medium">
              {m.sheetRow()} {e.row}
              {e.column ? ` · ${e.column}` : ''}
            </span>
            <span className="block break-words">{e.message}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-line">
          <th className="py-2 pr-3">{m.sheetRow()}</th>
          <th className="py-2 pr-3">{m.sheetColumn()}</th>
          <th className="py-2">{m.sheetProblem()}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((e, i) => (
          <tr key={i} data-testid="sheet-error" className="border-b border-line align-top">
            <td className="py-2 pr-3 tabular-nums">{e.row}</td>
            <td className="py-2 pr-3 font-mono">{e.column ?? '—'}</td>
            <td className="py-2">{e.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
