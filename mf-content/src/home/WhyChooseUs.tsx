import { Link } from '@basera/shared/router';
import { Box, Button, Grid, IconButton, Stack, Typography } from '@basera/shared/ui';
import { Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import { videoFrame } from '@basera/shared/video';
import CloseIcon from '@mui/icons-material/Close';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useState } from 'react';
import { ContentImage } from '../ContentImage';
import type { WhyChooseUs as WhyChooseUsData, WhyPoint } from '../content-api';
import { SafeHtml } from '../SafeHtml';

/** The Video modal: plays a YouTube or Vimeo address in the shared sandboxed frame, or stays empty without one. */
export function VideoDialog({
  open,
  onClose,
  video,
  title,
}: {
  open: boolean;
  onClose: () => void;
  video?: string | null;
  title?: string;
}) {
  const frame = videoFrame(video, title || 'Basera video');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="video-dialog-title">
      <DialogTitle id="video-dialog-title" sx={{ pr: 7 }}>
        Video
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {frame && (
          <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
            <Box
              component="iframe"
              {...frame}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Why choose us: pictures, text, the points with their icons, View Details (/about) and the Video button. */
export function WhyChooseUs({ block, points }: { block: WhyChooseUsData; points: WhyPoint[] }) {
  const [videoOpen, setVideoOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="why-heading" sx={{ py: { xs: 4, md: 7 } }}>
      <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box sx={{ position: 'relative', pb: { xs: 4, sm: 6 }, pr: { xs: 4, sm: 8 } }}>
            <ContentImage
              src={block.back_image}
              width={900}
              height={700}
              sizes="(min-width: 768px) 45vw, 90vw"
              sx={{ borderRadius: 2 }}
            />
            {/* The small picture overlaps the large one's lower right corner, framed in the page colour. */}
            <ContentImage
              src={block.font_image}
              width={520}
              height={520}
              sizes="(min-width: 768px) 22vw, 45vw"
              sx={{
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: '45%',
                borderRadius: 2,
                border: 6,
                borderColor: 'background.paper',
              }}
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
            {block.text_one || 'Why Choose Us'}
          </Typography>
          <Typography variant="h2" id="why-heading" sx={{ mb: 2 }}>
            {block.text_two || 'Why Choose Us'}
          </Typography>
          {block.description && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {block.description}
            </Typography>
          )}
          <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {points.map((point) => (
              <Grid key={point.id} size={{ xs: 12, sm: 6 }} component="li">
                <Stack direction="row" spacing={1.5}>
                  <SafeHtml
                    component="span"
                    html={point.icon_tag}
                    sx={{
                      color: 'primary.main',
                      flexShrink: 0,
                      lineHeight: 0,
                      '& svg': { width: 32, height: 32 },
                    }}
                  />
                  <div>
                    <Typography variant="h4" component="h3">
                      {point.heading}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {point.description}
                    </Typography>
                  </div>
                </Stack>
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <Button component={Link} to="/about" variant="contained" size="large">
              View Details
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<PlayCircleIcon />}
              onClick={() => setVideoOpen(true)}
            >
              Video
            </Button>
          </Stack>
          {block.media_title && (
            <Box sx={{ mt: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{block.media_title}</Typography>
              {block.media_description && (
                <Typography variant="body2" color="text.secondary">
                  {block.media_description}
                </Typography>
              )}
            </Box>
          )}
        </Grid>
      </Grid>
      <VideoDialog
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        video={block.video}
        title={block.media_title}
      />
    </Box>
  );
}
