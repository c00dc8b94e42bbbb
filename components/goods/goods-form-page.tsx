'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { postJson, request } from '@/lib/client/api';
import { useEarlyInput } from '@/lib/hooks/use-early-input';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useFormState } from '@/lib/hooks/use-form-state';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useValidationTexts } from '@/lib/hooks/use-validation-texts';
import { image, text } from '@/lib/resources/fields';
import {
  emptyGoodsForm,
  fromGoodsDetail,
  GOODS_FIELDS,
  QUALITY_KEYS,
  toGoodsPayload,
  validateGoodsForm,
  type GoodsFormErrors,
  type GoodsFormValues,
  type QualityKey,
} from '@/lib/trade/goods-form';
import { useNotify } from '../feedback/notifier';
import { TreeSelect } from '../resource/fields/tree-select';
import { DictSelect } from '../resource/fields/dict-select';
import { UploadField } from '../resource/fields/upload-field';
import { SkuTable, type Spec } from './sku-table';
import { TextInput } from './text-input';
import { FormFailure } from '../feedback/form-failure';

const API = '/api/blade-tradePort';
const GALLERY_FIELD = image();
const GRADE_FIELD = text();
const GOODS_LIST = '/tradeport/goods';
const EARLY_TEXT = new Set(['goodsNo', 'goodsName', 'sellerName', 'origin', 'harvestYear', 'deliveryPlace', 'remark']);

/**
 * /tradeport/goods-add — one listing with its SKUs, gallery and quality indices (saveGoodsAndProduct),
 * or, with `?id=`, the same form filled from goodsDetail (updateGoodsAndProduct). A refused save keeps
 * everything typed and shows the server's message.
 */
export function GoodsFormPage() {
  const t = useTranslations();
  const errorText = useErrorText();
  const tf = useTranslations('goodsForm');
  const router = useRouter();
  const notify = useNotify();
  const texts = useValidationTexts();
  const { permissions, isLoading: permissionsLoading } = usePermissions();
  const id = useSearchParams().get('id') ?? '';
  const label = (name: string) => (t.has(`resources.goods.fields.${name}`) ? t(`resources.goods.fields.${name}`) : tf(name));
  // A listing being edited is loaded first (null meanwhile); a new one starts empty.
  const { values, errors, update, reset, validate } = useFormState<GoodsFormValues | null>(() => (id ? null : emptyGoodsForm()), {
    check: (typed): GoodsFormErrors => validateGoodsForm(typed, texts, label, { duplicateSku: tf('duplicateSku'), noSku: tf('noSku') }),
  });
  const [loadError, setLoadError] = useState('');
  const { saving, failure, run, clearFailure } = useFormSave({ staysOpen: true });
  const [specs, setSpecs] = useState<Spec[]>([]);

  useEffect(() => {
    if (!id) return reset(emptyGoodsForm());
    let active = true;
    reset(null);
    request<Record<string, unknown> | null>(`${API}/goods/goodsDetail`, { method: 'POST', query: { id } })
      .then((detail) => {
        if (!active) return;
        if (!detail?.id) return setLoadError(tf('notFound'));
        reset(fromGoodsDetail(detail));
      })
      .catch((error) => active && setLoadError(errorText(error)));
    return () => {
      active = false;
    };
  }, [id, tf, errorText, reset]);

  // The SKU table's spec columns follow the category.
  const categoryId = values?.categoryId ?? '';
  useEffect(() => {
    if (!categoryId) return setSpecs([]);
    let active = true;
    request<Spec[]>(`${API}/tbspecification/category/${encodeURIComponent(categoryId)}`)
      .then((list) => active && setSpecs(Array.isArray(list) ? list : []))
      .catch(() => active && setSpecs([]));
    return () => {
      active = false;
    };
  }, [categoryId]);

  const canSave = useMemo(
    () =>
      (id ? (['goods_edit', 'goodsadd_update'] as const) : (['goods_add', 'goodsadd_save'] as const)).some((code) => permissions.has(code)),
    [id, permissions],
  );

  const set =
    <K extends keyof GoodsFormValues>(key: K) =>
    (value: GoodsFormValues[K]) =>
      update((current) => ({ ...current, [key]: value }));
  const setQuality = (key: QualityKey) => (value: string) =>
    update((current) => ({ ...current, quality: { ...current.quality, [key]: value } }));

  // Text typed into the new listing's boxes before hydration counts (the tree, dictionary and SKU inputs are chosen, not typed).
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (name, value) => {
    if (EARLY_TEXT.has(name)) set(name as keyof typeof GOODS_FIELDS)(value);
    else if (name.startsWith('quality.') && (QUALITY_KEYS as readonly string[]).includes(name.slice('quality.'.length)))
      setQuality(name.slice('quality.'.length) as QualityKey)(value);
  });

  const save = async () => {
    if (!values) return;
    const valid = validate();
    clearFailure();
    if (!valid) return;
    await run(async () => {
      const savedId = await postJson<string>(
        `${API}/goods/${values.id ? 'updateGoodsAndProduct' : 'saveGoodsAndProduct'}`,
        toGoodsPayload(values),
      );
      notify(values.id ? t('crud.updated') : t('crud.added'));
      if (!values.id && savedId) router.replace(`/tradeport/goods-add?id=${encodeURIComponent(String(savedId))}`);
      else if (values.id)
        reset(
          fromGoodsDetail(
            (await request<Record<string, unknown>>(`${API}/goods/goodsDetail`, { method: 'POST', query: { id: values.id } })) ?? {},
          ),
        );
    });
  };

  if (loadError)
    return (
      <Alert severity="error" data-testid="goods-load-error">
        {loadError}
      </Alert>
    );
  if (!values) return <CircularProgress aria-label={t('crud.loading')} />;

  const input = (name: keyof typeof GOODS_FIELDS, extra: { multiline?: boolean; inputMode?: 'numeric' } = {}) => (
    <TextInput
      name={name}
      label={label(name)}
      required={GOODS_FIELDS[name].required}
      value={values[name] as string}
      onChange={set(name) as (value: string) => void}
      error={errors[name]}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, readOnly: name === 'goodsNo' && !!values.id } }}
    />
  );

  return (
    <Stack
      ref={formRef}
      spacing={2}
      sx={{ minWidth: 0, maxWidth: 1280 }}
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void save())}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {values.id ? tf('editTitle') : tf('addTitle')}
        </Typography>
        <Button startIcon={<ArrowBackIcon />} onClick={() => router.push(GOODS_LIST)}>
          {tf('backToList')}
        </Button>
      </Stack>
      {/* A role that may open the listing but not save it (the list's menu without 新增/编辑) is told so, not left with a dead button. */}
      {!canSave && !permissionsLoading && (
        <Alert severity="info" data-testid="goods-read-only">
          {tf('readOnly')}
        </Alert>
      )}
      <FormFailure message={failure} testId="goods-save-error" />

      <Paper sx={{ p: 2 }} component="section" aria-labelledby="goods-basic">
        <Typography id="goods-basic" variant="subtitle1" component="h2" sx={{ mb: 2 }}>
          {tf('basic')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>{input('goodsNo')}</Grid>
          <Grid size={{ xs: 12, md: 8 }}>{input('goodsName')}</Grid>
          <Grid size={{ xs: 12, md: 8 }}>{input('sellerName')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TreeSelect
              name="categoryId"
              field={GOODS_FIELDS.categoryId}
              label={label('categoryId')}
              value={values.categoryId}
              onChange={set('categoryId')}
              error={errors.categoryId}
              source="category"
              multiple={false}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{input('origin')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{input('harvestYear', { inputMode: 'numeric' })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{input('deliveryPlace')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{input('remark', { multiline: true })}</Grid>
        </Grid>
      </Paper>

      <Paper sx={{ p: 2 }} component="section" aria-labelledby="goods-quality">
        <Typography id="goods-quality" variant="subtitle1" component="h2" sx={{ mb: 2 }}>
          {tf('quality')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 2 }}>
            <DictSelect
              name="grade"
              field={GRADE_FIELD}
              code="grain_grade"
              biz
              label={tf('grade')}
              value={values.grade}
              onChange={set('grade')}
            />
          </Grid>
          {QUALITY_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 6, md: 2 }}>
              <TextInput
                name={`quality.${key}`}
                label={tf(key)}
                value={values.quality[key]}
                onChange={setQuality(key)}
                error={errors[`quality.${key}`]}
                slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>

      <Paper sx={{ p: 2 }} component="section" aria-labelledby="goods-skus">
        <Typography id="goods-skus" variant="subtitle1" component="h2">
          {tf('skus')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {values.categoryId ? tf('skusHint') : tf('pickCategoryFirst')}
        </Typography>
        <SkuTable rows={values.skus} specs={specs} errors={errors} onChange={set('skus')} />
        {errors.skus && <FormHelperText error>{errors.skus}</FormHelperText>}
      </Paper>

      <Paper sx={{ p: 2 }} component="section" aria-label={tf('gallery')}>
        <UploadField name="gallery" field={GALLERY_FIELD} label={tf('gallery')} value={values.gallery} onChange={set('gallery')} />
      </Paper>

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => router.push(GOODS_LIST)}>{t('crud.cancel')}</Button>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving || !canSave} data-testid="goods-save">
          {t('crud.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
