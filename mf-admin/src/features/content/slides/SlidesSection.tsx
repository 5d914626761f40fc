import { ADMIN_API } from '@basera/shared/rules';
import { Box, Button, Stack, Typography } from '@basera/shared/ui';
import { useState } from 'react';
import { deleteSlide } from '../api/deleteSlide';
import { useSlides } from '../api/getSlides';
import { useRefresh } from '../api/swr';
import type { AdminSlide } from '../api/types';
import { updateSlide } from '../api/updateSlide';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListPages, ListState } from '../components/ListState';
import { OrderedRow } from '../components/OrderedRow';
import { SectionBar } from '../components/SectionBar';
import { useOrderedActions } from '../components/useOrderedActions';
import { SlideDialog } from './SlideDialog';

/** The home page's banner slides, in order: add (with a picture), edit, move, show / hide, delete. */
export function SlidesSection() {
  const [page, setPage] = useState(1);
  const list = useSlides(page);
  const refresh = useRefresh(ADMIN_API.slides);
  const actions = useOrderedActions({
    kind: 'slides',
    noun: 'Slide',
    update: updateSlide,
    remove: deleteSlide,
    refresh,
  });
  const [editing, setEditing] = useState<AdminSlide | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminSlide | null>(null);
  const last = list.items.reduce((max, slide) => Math.max(max, slide.position), -1);

  return (
    <section aria-labelledby="slides-heading">
      <SectionBar
        id="slides-heading"
        title="Home slides"
        hint="The banner at the top of the home page, from the lowest position up."
        action={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add slide
          </Button>
        }
      />
      <ListState
        {...list}
        empty="No slides yet: the home banner shows its placeholder."
        count={list.items.length}
      />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((slide, index) => (
          <OrderedRow
            key={slide.id}
            label={slide.title}
            active={slide.active}
            first={index === 0}
            last={index === list.items.length - 1}
            busy={actions.busy === slide.id}
            onMove={(step) => void actions.move(list.items, index, step)}
            onEdit={() => setEditing(slide)}
            onToggle={() => void actions.toggle(slide)}
            onDelete={() => setDeleting(slide)}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={slide.image_url}
                alt=""
                width={160}
                height={57}
                loading="lazy"
                sx={{
                  width: { xs: 112, sm: 160 },
                  height: 'auto',
                  aspectRatio: '1600 / 568',
                  objectFit: 'cover',
                  borderRadius: 1,
                  flexShrink: 0,
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{slide.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Position {slide.position}
                </Typography>
              </Box>
            </Stack>
          </OrderedRow>
        ))}
      </Stack>
      <ListPages page={page} total={list.total} perPage={list.perPage} onChange={setPage} />
      <SlideDialog
        open={adding || editing !== null}
        slide={editing}
        nextPosition={last + 1}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this slide?"
        text={`"${deleting?.title ?? ''}" will leave the home banner.`}
        action="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={async () => (deleting ? actions.remove(deleting) : false)}
      />
    </section>
  );
}
