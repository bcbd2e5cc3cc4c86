import { Checkbox, Fieldset, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import {
  COMPARISON_KINDS,
  COMPARISON_WORDS,
  FormErrors,
  VIDEO_REQUIREMENT_MESSAGES,
  VideoRequirementsSchema,
  type ComparisonKind,
  type VideoRequirements,
} from '@portal/shared';
import { FormActions } from '../../../components/form-actions';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useSetVideoRequirements } from '../api/video-requirements';

/** Said when the rules could not be saved for a reason no field can show. */
export const RULES_NOT_SAVED = 'The video requirements could not be saved. Please try again.';

const COMPARISON_OPTIONS = COMPARISON_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'Exact' ? 'exactly' : COMPARISON_WORDS[kind],
}));

/** The form's values: numbers as the inputs hold them, the framerates as typed ('30, 60'). */
const FormSchema = v.object({
  hasResolution: v.boolean(),
  width: v.union([v.number(), v.literal('')]),
  height: v.union([v.number(), v.literal('')]),
  resolutionComparison: v.picklist(COMPARISON_KINDS),
  targetMbps: v.union([v.number(), v.literal('')]),
  marginMbps: v.union([v.number(), v.literal('')]),
  bitrateComparison: v.picklist(COMPARISON_KINDS),
  framerates: v.string(),
});
type Values = v.InferOutput<typeof FormSchema>;

/** The rules the API takes, from the form's values (what the contract's schema then checks). */
export function toRequirements(values: Values): unknown {
  return {
    resolution: values.hasResolution
      ? { width: values.width, height: values.height, comparison: values.resolutionComparison }
      : null,
    bitrate: {
      targetMbps: values.targetMbps,
      marginMbps: values.marginMbps === '' ? null : values.marginMbps,
      comparison: values.bitrateComparison,
    },
    framerates: values.framerates
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  };
}

/** The fields each rule's message belongs to. */
const FIELD_OF: Record<string, keyof Values> = {
  resolution: 'width',
  'resolution.width': 'width',
  'resolution.height': 'height',
  'bitrate.targetMbps': 'targetMbps',
  'bitrate.marginMbps': 'marginMbps',
  framerates: 'framerates',
};

/** The form checked with the contract's schema, each message on its field. */
const FormRules = v.pipe(
  FormSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const result = v.safeParse(VideoRequirementsSchema, toRequirements(dataset.value));
    for (const issue of result.issues ?? []) {
      const key = v.getDotPath(issue)?.replace(/\.\d+$/, '') ?? '';
      const field = FIELD_OF[key] ?? 'framerates';
      addIssue({
        message: issue.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: field,
            value: dataset.value[field],
          },
        ],
      });
    }
  }),
);

/**
 * A project's rules for uploaded mp4 videos (spec point 5): a resolution and how it compares (or
 * none), a bitrate target with its margin and comparison, the framerates allowed.
 */
export function VideoRequirementsForm({
  projectId,
  current,
  onSaved,
  onCancel,
}: {
  projectId: number;
  current: VideoRequirements;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSetVideoRequirements(projectId);
  const { form, failure, submitWith } = useSavingForm(FormRules, RULES_NOT_SAVED, {
    defaultValues: {
      hasResolution: current.resolution !== null,
      width: current.resolution?.width ?? 1920,
      height: current.resolution?.height ?? 1080,
      resolutionComparison: current.resolution?.comparison ?? 'Exact',
      targetMbps: current.bitrate.targetMbps,
      marginMbps: current.bitrate.marginMbps ?? '',
      bitrateComparison: current.bitrate.comparison,
      framerates: current.framerates.join(', '),
    },
  });
  const { errors } = form.formState;
  const hasResolution = useWatch({ control: form.control, name: 'hasResolution' });
  const number = (
    name: 'width' | 'height' | 'targetMbps' | 'marginMbps',
    label: string,
    extra = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          flex={1}
          value={field.value}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          error={errors[name]?.message}
          {...extra}
        />
      )}
    />
  );
  const comparison = (name: 'resolutionComparison' | 'bitrateComparison', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          w={210}
          data={COMPARISON_OPTIONS}
          allowDeselect={false}
          value={field.value}
          onChange={(value) => field.onChange(value as ComparisonKind)}
        />
      )}
    />
  );
  return (
    <form
      noValidate
      onSubmit={submitWith(async (values) => {
        await save.mutateAsync(v.parse(VideoRequirementsSchema, toRequirements(values)));
        onSaved();
      })}
    >
      <Stack gap="md">
        <FormErrors messages={failure} />
        <Fieldset legend="Resolution">
          <Stack gap="xs">
            <Checkbox label="Require a resolution" {...form.register('hasResolution')} />
            {hasResolution && (
              <Group align="flex-start" wrap="nowrap">
                {comparison('resolutionComparison', 'Must be')}
                {number('width', 'Width (px)', { min: 16, max: 16384 })}
                {number('height', 'Height (px)', { min: 16, max: 16384 })}
              </Group>
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend="Bitrate">
          <Group align="flex-start" wrap="nowrap">
            {comparison('bitrateComparison', 'Must be')}
            {number('targetMbps', 'Target (Mbps)', { min: 0.1, max: 1000, decimalScale: 2 })}
            {number('marginMbps', 'Margin (Mbps)', {
              min: 0,
              max: 1000,
              decimalScale: 2,
              placeholder: 'None',
            })}
          </Group>
        </Fieldset>
        <TextInput
          label="Allowed framerates (fps)"
          description={`Separated by commas, e.g. 30, 60. A video within 0.1 fps of one passes. ${VIDEO_REQUIREMENT_MESSAGES.framerates}`}
          error={errors.framerates?.message}
          {...form.register('framerates')}
        />
        <FormActions submitLabel="Save requirements" busy={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
