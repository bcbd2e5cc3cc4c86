import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompareSide } from './compare-side';
import { ComparePicture } from './compare-picture';
import classes from './compare.module.css';

/** Props of SideBySide. */
export interface SideBySideProps {
  left: CompareSide;
  right: CompareSide;
  page: number;
  onPages: (side: 'left' | 'right', pages: number) => void;
}

/** The two pictures next to each other (one above the other on a narrow screen), each labelled. */
export function SideBySide({ left, right, page, onPages }: SideBySideProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['left', 'right'] as const).map((which) => {
        const side = which === 'left' ? left : right;
        return (
          <Stack key={which} gap={4}>
            <Text size="sm" fw={600}>
              {side.label}
            </Text>
            <div className={classes.stage}>
              <ComparePicture side={side} page={page} onPages={(pages) => onPages(which, pages)} />
            </div>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
