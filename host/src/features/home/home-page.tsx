import { Box, Button, Image, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_LOGO_URL, PORTAL_SUBTITLE, PORTAL_TITLE } from '../../app/brand';
import { SlidingGallery } from './sliding-gallery';
import { useHomeNavigation } from './use-home-navigation';

/** The landing page: sliding gallery, logo, title, subtitle and Get Started. */
export function HomePage() {
  const getStarted = useHomeNavigation();
  return (
    <Box pos="relative" mih="calc(100dvh - 140px)" style={{ overflow: 'hidden', borderRadius: 12 }}>
      <SlidingGallery />
      <Stack
        pos="relative"
        align="center"
        justify="center"
        mih="calc(100dvh - 140px)"
        gap="md"
        p="xl"
        ta="center"
        style={{ zIndex: 1 }}
      >
        <Image src={DEFAULT_LOGO_URL} alt="" w={88} h={88} />
        <Title order={1} c="white" fz={{ base: 36, sm: 56 }}>
          {PORTAL_TITLE}
        </Title>
        <Text c="gray.2" fz={{ base: 'lg', sm: 'xl' }}>
          {PORTAL_SUBTITLE}
        </Text>
        <Button size="lg" onClick={getStarted}>
          Get Started
        </Button>
      </Stack>
    </Box>
  );
}
