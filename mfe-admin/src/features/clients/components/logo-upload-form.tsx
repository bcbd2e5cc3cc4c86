import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  applyServerErrors,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  LOGO_TYPES,
  showSuccessToast,
  type AdminClient,
} from '@portal/shared';
import { useUploadClientLogo } from '../api/upload-client-logo';

// Type and size are the server's to judge (from the bytes); its reason is shown on the field.
const LogoSchema = v.object({
  logo: v.pipe(
    v.nullable(v.instance(File)),
    v.check((file) => file !== null, LOGO_MESSAGES.required),
  ),
});
type LogoValues = v.InferInput<typeof LogoSchema>;
const ACCEPT = LOGO_TYPES.join(',');

/** An object URL for the chosen file; each is released when replaced and when the form closes. */
function usePreviewUrl() {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}

/** Uploads a client's logo: current logo, a preview of the chosen file, and the server's verdict. */
export function LogoUploadForm({ client, onDone }: { client: AdminClient; onDone: () => void }) {
  const upload = useUploadClientLogo(client.id);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<LogoValues>({
    resolver: valibotResolver(LogoSchema),
    defaultValues: { logo: null },
  });
  const [preview, showPreview] = usePreviewUrl();
  const submit = form.handleSubmit(({ logo }) => {
    if (!logo) return;
    setGeneral([]);
    upload.mutate(logo, {
      onSuccess: () => {
        showSuccessToast(`The logo of ${client.name} was updated.`);
        onDone();
      },
      onError: (error) => setGeneral(applyServerErrors(form, error)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {general.length > 0 && <Alert color="red">{general.join(' ')}</Alert>}
        <Group align="flex-start" grow>
          <Stack gap={4} align="center">
            <Text size="sm">Current logo</Text>
            {client.logoUrl ? (
              <Image
                src={client.logoUrl}
                alt={`Current logo of ${client.name}`}
                h={64}
                w="100%"
                fit="contain"
              />
            ) : (
              <Text size="sm" c="dimmed">
                None yet
              </Text>
            )}
          </Stack>
          <Stack gap={4} align="center">
            <Text size="sm">New logo</Text>
            {preview ? (
              <Image src={preview} alt="Preview of the new logo" h={64} w="100%" fit="contain" />
            ) : (
              <Text size="sm" c="dimmed">
                Choose a file
              </Text>
            )}
          </Stack>
        </Group>
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <FileInput
              label="Logo file"
              description={`PNG, JPEG, WebP or SVG, at most ${LOGO_MAX_BYTES / 1024} KB`}
              placeholder="Choose a file"
              accept={ACCEPT}
              clearable
              value={field.value}
              onChange={(file) => {
                form.clearErrors('logo');
                showPreview(file);
                field.onChange(file);
              }}
              error={form.formState.errors.logo?.message}
              fileInputProps={{ 'aria-label': 'Logo file' }}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
