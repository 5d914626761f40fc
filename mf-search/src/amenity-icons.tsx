import AcUnit from '@mui/icons-material/AcUnit';
import Bolt from '@mui/icons-material/Bolt';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Checkroom from '@mui/icons-material/Checkroom';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Desk from '@mui/icons-material/Desk';
import Elevator from '@mui/icons-material/Elevator';
import Fingerprint from '@mui/icons-material/Fingerprint';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Kitchen from '@mui/icons-material/Kitchen';
import LocalLaundryService from '@mui/icons-material/LocalLaundryService';
import LocalParking from '@mui/icons-material/LocalParking';
import Security from '@mui/icons-material/Security';
import Shower from '@mui/icons-material/Shower';
import Tv from '@mui/icons-material/Tv';
import Videocam from '@mui/icons-material/Videocam';
import WaterDrop from '@mui/icons-material/WaterDrop';
import Wifi from '@mui/icons-material/Wifi';
import type { ReactElement } from 'react';

/** Icon keys stored with amenities and facilities -> icons. */
const ICONS: Record<string, ReactElement> = {
  wifi: <Wifi />,
  power: <Bolt />,
  laundry: <LocalLaundryService />,
  kitchen: <Kitchen />,
  tv: <Tv />,
  hot_water: <Shower />,
  cleaning: <CleaningServices />,
  water: <WaterDrop />,
  desk: <Desk />,
  wardrobe: <Checkroom />,
  cctv: <Videocam />,
  security: <Security />,
  elevator: <Elevator />,
  gym: <FitnessCenter />,
  parking: <LocalParking />,
  fingerprint: <Fingerprint />,
  ac: <AcUnit />,
};

export const amenityIcon = (key: string) => ICONS[key] ?? <CheckCircleOutline />;
